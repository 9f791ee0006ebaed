// The production build: one ES module per entry (the server and the admin CLI) for plain `node`,
// with the workspace's shared rules bundled in and the npm dependencies left to node_modules, so
// that `npm ci --omit=dev` installs everything it needs (no tsx, no TypeScript at run time).
// The SQL migrations and the content seeds, read from beside the code, are copied next to it.
import { chmodSync, cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'))
const dist = path.join(here, 'dist')
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
  // The workspace packages resolve to their TypeScript sources and are bundled; what npm
  // installs for the server stays an import.
  conditions: ['source'],
  external: Object.keys(pkg.dependencies ?? {}),
  sourcemap: true,
  legalComments: 'linked',
  logLevel: 'warning',
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
