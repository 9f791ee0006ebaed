// Shared library build for @bourse/rules, @bourse/ui, @bourse/exchange-widgets and
// @bourse/api-client: ESM with one output module per source module (tree-shakeable), peers and
// dependencies external.
// Declarations come from `tsc -p tsconfig.build.json` in each package.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type UserConfig } from 'vite'

export function libraryConfig(packageDir: string, entries: Record<string, string>): UserConfig {
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>
    peerDependencies?: Record<string, string>
  }
  const externals = [
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
  ]
  const isExternal = (id: string) =>
    externals.some((name) => id === name || id.startsWith(`${name}/`))
  return defineConfig({
    root: packageDir,
    plugins: [react()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      lib: { entry: entries, formats: ['es'] },
      rolldownOptions: {
        external: isExternal,
        output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
      },
    },
  })
}
