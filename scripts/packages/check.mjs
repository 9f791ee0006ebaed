// `npm test`'s check of what an embedder receives: packs every published package, then on each
// tarball: every export target is in it, no monorepo-only `source` condition, no two files whose
// names differ only by case, LICENSE and repository fields; publint and "are the types wrong"
// report nothing; installed into a consumer outside the repository, every export imports under
// Node ESM (server rendering must not crash on import) and every ts/tsx block of the READMEs
// typechecks with `skipLibCheck: false`, under bundler and NodeNext resolution.
// `--packs <dir>` checks the tarballs already packed there (`npm test` packs once for this and
// the examples) instead of packing afresh.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { installConsumer } from './consumer.mjs'
import { packsFromArgs, root } from './pack.mjs'

const work = mkdtempSync(join(tmpdir(), 'bourse-packages-'))
const problems = []
const problem = (pkg, text) => problems.push(`${pkg}: ${text}`)

const packed = packsFromArgs(process.argv, join(work, 'packs'))

/** Every string target under an `exports` value, with the conditions that lead to it. */
function targets(value, path = []) {
  if (typeof value === 'string') return [{ path, target: value }]
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) => targets(inner, [...path, key]))
}

/** Files of a published package, as `./path` (without npm's `package/` prefix). */
function filesOf(tarball) {
  return execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((entry) => `./${entry.replace(/^package\//, '')}`)
}

/** The subpaths an importer can name: plain keys as they are, `*` patterns expanded over the files. */
function importable(name, exports, files) {
  return Object.entries(exports).flatMap(([key, value]) => {
    const runtime = targets(value).find(({ path }) => !path.includes('types'))
    if (!runtime) return []
    if (!key.includes('*')) return [key === '.' ? name : `${name}/${key.slice(2)}`]
    const [before, after] = runtime.target.split('*')
    return files
      .filter((file) => file.startsWith(before) && file.endsWith(after))
      .map(
        (file) =>
          `${name}/${key.slice(2).replace('*', file.slice(before.length, file.length - after.length))}`,
      )
  })
}

const specifiers = []
for (const { name, tarball } of packed) {
  const files = filesOf(tarball)
  const fileSet = new Set(files)
  const extracted = join(work, 'extract', name.replace('/', '+'))
  mkdirSync(extracted, { recursive: true })
  execFileSync('tar', ['-xzf', tarball, '-C', extracted])
  const pkgDir = join(extracted, 'package')
  const manifest = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'))

  for (const field of ['license', 'repository', 'homepage', 'bugs']) {
    if (!manifest[field]) problem(name, `no "${field}" field`)
  }
  if (!fileSet.has('./LICENSE')) problem(name, 'no LICENSE file')
  if (!fileSet.has('./README.md')) problem(name, 'no README.md')
  for (const { path, target } of targets(manifest.exports)) {
    if (path.includes('source'))
      problem(name, `exports ${path.join(' > ')} keeps the source condition`)
    if (target.includes('*')) {
      const [before, after] = target.split('*')
      if (!files.some((file) => file.startsWith(before) && file.endsWith(after))) {
        problem(name, `exports ${path.join(' > ')} matches no file (${target})`)
      }
    } else if (!fileSet.has(target)) {
      problem(name, `exports ${path.join(' > ')} points to ${target}, which is not in the tarball`)
    }
  }
  for (const field of ['main', 'module', 'types']) {
    if (manifest[field] && !fileSet.has(manifest[field].replace(/^(?!\.\/)/, './'))) {
      problem(name, `"${field}" points to ${manifest[field]}, which is not in the tarball`)
    }
  }
  const byLowerCase = new Map()
  for (const file of files) {
    const lower = file.toLowerCase()
    if (byLowerCase.has(lower))
      problem(name, `${byLowerCase.get(lower)} and ${file} differ only by case`)
    byLowerCase.set(lower, file)
  }

  const { messages } = await publint({ pkgDir, pack: false, level: 'suggestion', strict: true })
  for (const message of messages) {
    problem(name, `publint ${message.type}: ${formatMessage(message, manifest) ?? message.code}`)
  }

  try {
    execFileSync(
      join(root, 'node_modules/.bin/attw'),
      [
        tarball,
        '--profile',
        'esm-only',
        '--no-definitely-typed',
        '--format',
        'ascii',
        '--no-color',
      ],
      { encoding: 'utf8', stdio: 'pipe' },
    )
  } catch (error) {
    problem(name, `are the types wrong:\n${error.stdout ?? error.message}`)
  }

  specifiers.push(...importable(name, manifest.exports, files))
}

// A consumer outside the repository, as an embedder installs it.
const consumer = installConsumer(
  join(work, 'consumer'),
  packed.map(({ tarball }) => tarball),
  [
    'react',
    'react-dom',
    'styled-components',
    'msw', // the optional peer of @bourse/api-client/mocks
    '@types/react',
    '@types/react-dom',
    '@types/node', // styled-components' own declarations name NodeJS
  ],
)

writeFileSync(
  join(consumer, 'imports.mjs'),
  `${specifiers.map((s) => `await import(${JSON.stringify(s)})`).join('\n')}\n`,
)
try {
  execFileSync(process.execPath, ['imports.mjs'], {
    cwd: consumer,
    stdio: 'pipe',
    encoding: 'utf8',
  })
} catch (error) {
  problem('node', `an export fails to import under Node ESM:\n${error.stderr}`)
}

// Every ts/tsx block of every published README, typechecked against the installed tarballs.
const blocks = []
for (const { name } of packed) {
  const readmePath = join(work, 'extract', name.replace('/', '+'), 'package', 'README.md')
  if (!existsSync(readmePath)) continue
  const readme = readFileSync(readmePath, 'utf8')
  for (const [index, match] of [...readme.matchAll(/```(tsx?)\n([\s\S]*?)```/g)].entries()) {
    const file = `readme/${name.replace('@bourse/', '')}-${index + 1}.${match[1]}`
    mkdirSync(join(consumer, 'readme'), { recursive: true })
    writeFileSync(join(consumer, file), match[2])
    blocks.push(file)
  }
}
for (const resolution of [
  { module: 'ESNext', moduleResolution: 'Bundler' },
  { module: 'NodeNext', moduleResolution: 'NodeNext' },
]) {
  const config = join(consumer, `tsconfig.${resolution.moduleResolution}.json`)
  writeFileSync(
    config,
    JSON.stringify({
      compilerOptions: {
        ...resolution,
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        jsx: 'react-jsx',
        strict: true,
        skipLibCheck: false,
        noEmit: true,
        types: ['node'],
      },
      include: ['readme'],
    }),
  )
  try {
    execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', config], {
      cwd: consumer,
      stdio: 'pipe',
      encoding: 'utf8',
    })
  } catch (error) {
    problem(
      'readme',
      `the README examples do not typecheck (${resolution.moduleResolution}):\n${error.stdout}`,
    )
  }
}

console.log(
  `packages: ${packed.map(({ name }) => name).join(', ')}; ${specifiers.length} exports imported under Node; ${blocks.length} README blocks typechecked`,
)
rmSync(work, { recursive: true, force: true })
if (problems.length > 0) {
  console.error(problems.map((text) => `✗ ${text}`).join('\n'))
  process.exit(1)
}
