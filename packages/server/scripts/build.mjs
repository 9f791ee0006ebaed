// The production build: one ES module per entry (the server and the admin CLI) for plain `node`,
// with the workspace's shared rules (@bourse/rules) bundled in from their built dist and the npm
// dependencies left to node_modules, so that `npm ci --omit=dev` installs everything it needs
// (no tsx, no TypeScript at run time). Build the libraries first (`npm run build -w
// @bourse/rules -w @bourse/api-client`): this build resolves them as an installer would, through
// their `import` condition, never through `source`.
// The SQL migrations and the content seeds, read from beside the code, are copied next to it.
import { chmodSync, cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'))
const dist = path.join(here, 'dist')
// Workspace packages are bundled in; every other dependency stays an import.
const workspace = (name) => name.startsWith('@bourse/')
for (const name of Object.keys(pkg.dependencies ?? {}).filter(workspace)) {
  const built = path.join(here, '../..', name.replace('@bourse/', 'packages/'), 'dist')
  if (!existsSync(built)) {
    console.error(
      `server: ${name} is not built (${path.relative(process.cwd(), built)} is missing);`,
    )
    console.error(`run \`npm run build -w ${name}\` first`)
    process.exit(1)
  }
}
rmSync(dist, { recursive: true, force: true })

await build({
  entryPoints: { main: 'src/main.ts', admin: 'src/cli/admin.ts' },
  absWorkingDir: here,
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  // No `source` condition: the workspace packages resolve to their built dist and are bundled;
  // what npm installs for the server stays an import.
  external: Object.keys(pkg.dependencies ?? {}).filter((name) => !workspace(name)),
  sourcemap: true,
  legalComments: 'linked',
  logLevel: 'warning',
  // The rules' build inlines constants and leaves a bare `import './futures.js'` behind; the
  // package has no side effects, so dropping that import is right and needs no warning.
  logOverride: { 'ignored-bare-import': 'silent' },
  // Bundled CommonJS helpers may call require(); ES modules have none of their own.
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
})
cpSync(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true })
cpSync(path.join(here, 'src/modules/content/seed'), path.join(dist, 'seed'), { recursive: true })
// The CLI's source runs under tsx; its build runs under node.
const admin = path.join(dist, 'admin.js')
writeFileSync(admin, readFileSync(admin, 'utf8').replace(/^#!.*\n/, '#!/usr/bin/env node\n'))
chmodSync(admin, 0o755)
console.log(`server: built ${path.relative(process.cwd(), dist)} (main.js, admin.js)`)
