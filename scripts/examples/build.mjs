// Builds the foreign host apps of `examples/` as an embedder would: the published packages packed
// (`--packs <dir>` takes the tarballs already packed there), then for each bundler a fresh
// folder per bundler with the shared host (`examples/host`) and that bundler's files, the
// tarballs and the example's own dependencies installed by npm, and its `npm run build`, which
// leaves the static site in its `dist/`. `--only <name>` builds one example.
// Each example is installed OUTSIDE the repository (the system's temporary folder), as a
// foreign app is: inside it, module resolution would walk up to the repository's own
// node_modules and find there what a tarball forgot to declare (or an optional peer such as
// libheif-js). `.examples/<name>` is a link to it, for the journeys and the bench.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { installConsumer } from '../packages/consumer.mjs'
import { packsFromArgs, root } from '../packages/pack.mjs'

export const examples = ['vite', 'webpack', 'esbuild']

const arg = (name) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined
const only = arg('--only')
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`

let started = performance.now()
const tarballs = packsFromArgs(process.argv, join(root, '.packs')).map(({ tarball }) => tarball)
console.log(`examples: ${tarballs.length} tarballs (${seconds(started)})`)

// One folder per checkout, so that two clones building at once do not share it.
const outside = join(
  tmpdir(),
  `bourse-examples-${createHash('sha256').update(root).digest('hex').slice(0, 8)}`,
)

const failures = []
for (const name of only ? [only] : examples) {
  const source = join(root, 'examples', name)
  const dir = join(outside, name)
  const link = join(root, '.examples', name)
  try {
    if (!existsSync(source)) throw new Error(`no examples/${name}`)
    mkdirSync(join(root, '.examples'), { recursive: true })
    rmSync(link, { recursive: true, force: true })
    symlinkSync(dir, link, 'dir')
    started = performance.now()
    const manifest = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'))
    // Wipes the directory, then installs the example's dependencies and the tarballs on top.
    installConsumer(dir, tarballs, [], manifest)
    const installed = seconds(started)
    for (const from of [join(root, 'examples/host'), source]) {
      for (const file of readdirSync(from).filter((f) => f !== 'package.json')) {
        cpSync(join(from, file), join(dir, file), { recursive: true })
      }
    }
    started = performance.now()
    const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: dir, encoding: 'utf8' })
    if (build.status !== 0) {
      throw new Error(
        `npm run build failed (${build.status ?? build.signal}):\n${build.stdout}\n${build.stderr}`,
      )
    }
    if (!existsSync(join(dir, 'dist/index.html')))
      throw new Error('the build left no dist/index.html')
    console.log(
      `examples: ${name}: installed in ${installed}, built in ${seconds(started)} → .examples/${name}/dist`,
    )
  } catch (error) {
    failures.push(name)
    console.error(`examples: ${name} FAILED: ${error instanceof Error ? error.message : error}`)
  }
}
if (failures.length > 0) {
  console.error(`examples: failed: ${failures.join(', ')}`)
  process.exit(1)
}
