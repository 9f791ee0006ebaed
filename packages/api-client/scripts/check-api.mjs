// Fails when src/schema.ts is stale with openapi/exchange.yaml: regenerates into a temp file with
// the same command as `npm run generate` and compares.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const pkgDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const generate = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')).scripts
  .generate
const dir = mkdtempSync(path.join(tmpdir(), 'bourse-api-'))
const out = path.join(dir, 'schema.ts')
try {
  const command = generate.replaceAll('src/schema.ts', out)
  const bin = path.resolve(pkgDir, '../../node_modules/.bin')
  execFileSync('sh', ['-c', command], {
    cwd: pkgDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
  })
  const fresh = readFileSync(out, 'utf8')
  const committed = readFileSync(path.join(pkgDir, 'src/schema.ts'), 'utf8')
  if (fresh !== committed) {
    console.error(
      'check:api: packages/api-client/src/schema.ts is stale; run `npm run generate` and commit it.',
    )
    process.exit(1)
  }
  console.log('check:api: generated types match openapi/exchange.yaml')
} finally {
  rmSync(dir, { recursive: true, force: true })
}
