// Shared library build for @bourse/rules, @bourse/ui, @bourse/exchange-widgets and
// @bourse/api-client: ESM with one output module per source module (tree-shakeable), peers and
// dependencies external.
// Declarations come from `tsc -p tsconfig.build.json` in each package.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type Plugin, type UserConfig } from 'vite'

/** `new Worker(new URL('./x.worker.ts', import.meta.url)`: a worker module started by this one. */
const WORKER_START =
  /new\s+Worker\s*\(\s*new\s+URL\s*\(\s*(['"])(\.{1,2}\/[^'"]+\.worker)\.ts\1\s*,\s*import\.meta\.url\s*\)/g
/** What the transform leaves for `renderChunk` to name: the emitted worker's reference id. */
const WORKER_PLACEHOLDER = /__bourseWorkerFile\("([^"]+)"\)/g

/**
 * Leaves every worker for the embedder's bundler to bundle (ADR 0019). Vite's own worker plugin
 * would bundle it under `/assets/` and name it from the site's root behind `@vite-ignore`, which
 * no embedder's bundler emits. Here each worker is a module of the build, `x.worker.js` beside
 * the file that starts it, and that file keeps `new Worker(new URL('./x.worker.js',
 * import.meta.url), …)`: the form Vite, webpack 5, Rollup and Parcel bundle. Library builds only;
 * the site, Storybook and tests compile the sources with Vite's worker plugin.
 */
export function bundlerSafeWorkers(): Plugin {
  return {
    name: 'bourse:bundler-safe-workers',
    enforce: 'pre',
    async transform(code, id) {
      if (!code.includes('new Worker')) return null
      let changed = code
      for (const match of code.matchAll(WORKER_START)) {
        const [start, , file] = match
        const resolved = await this.resolve(`${file}.ts`, id)
        if (!resolved) this.error(`Worker ${file}.ts not found from ${id}`)
        const reference = this.emitFile({ type: 'chunk', id: resolved.id })
        // A call, not a string: Vite's worker and asset plugins only take string literals.
        changed = changed.replace(
          start,
          `new Worker(new URL(__bourseWorkerFile(${JSON.stringify(reference)}), import.meta.url)`,
        )
      }
      // Only columns within a line move: the source map stays usable.
      return changed === code ? null : { code: changed, map: null }
    },
    renderChunk(code, chunk) {
      if (!code.includes('__bourseWorkerFile(')) return null
      const from = path.posix.dirname(chunk.fileName)
      return {
        code: code.replace(WORKER_PLACEHOLDER, (_, reference: string) => {
          const relative = path.posix.relative(from, this.getFileName(reference))
          return JSON.stringify(relative.startsWith('.') ? relative : `./${relative}`)
        }),
        map: null,
      }
    },
  }
}

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
    plugins: [react(), bundlerSafeWorkers()],
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
