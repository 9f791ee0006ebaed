// Packs the published packages as an embedder receives them. Each package is staged (its
// manifest without the monorepo's `source` condition, scripts and devDependencies; `dist/`,
// README, CHANGELOG and the repository's LICENSE) and packed with `npm pack`.
// `node scripts/packages/pack.mjs [outDir] [--publish]` prints the tarballs' paths, one per line
// (and publishes them, at a release: see .changeset/README.md).
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = resolve(fileURLToPath(import.meta.url), '../../..')

/** The workspace packages that are published (every one not marked private), in build order. */
export function publishedPackages() {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  return workspaces
    .map((dir) => ({ dir: join(root, dir), manifest: readJson(join(root, dir, 'package.json')) }))
    .filter(({ manifest }) => !manifest.private)
}

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'))
}

/** Removes the `source` condition (monorepo-only: it points to the unshipped `src/`). */
function withoutSource(exports) {
  if (typeof exports !== 'object' || exports === null) return exports
  return Object.fromEntries(
    Object.entries(exports)
      .filter(([condition]) => condition !== 'source')
      .map(([key, value]) => [key, withoutSource(value)]),
  )
}

/** The manifest as published. */
export function publishedManifest(manifest) {
  const { scripts: _scripts, devDependencies: _dev, exports, ...rest } = manifest
  return { ...rest, exports: withoutSource(exports) }
}

/** Stages and packs every published package into `outDir`; returns `{ name, tarball }[]`. */
export function packAll(outDir) {
  mkdirSync(outDir, { recursive: true })
  const stageRoot = join(outDir, 'stage')
  rmSync(stageRoot, { recursive: true, force: true })
  return publishedPackages().map(({ dir, manifest }) => {
    if (!existsSync(join(dir, 'dist'))) {
      throw new Error(`${manifest.name}: no dist/ (run npm run build -w ${manifest.name} first)`)
    }
    const stage = join(stageRoot, manifest.name.replace('/', '+'))
    mkdirSync(stage, { recursive: true })
    cpSync(join(dir, 'dist'), join(stage, 'dist'), { recursive: true })
    for (const file of ['README.md', 'CHANGELOG.md']) {
      if (existsSync(join(dir, file))) cpSync(join(dir, file), join(stage, file))
    }
    cpSync(join(root, 'LICENSE'), join(stage, 'LICENSE'))
    writeFileSync(
      join(stage, 'package.json'),
      `${JSON.stringify(publishedManifest(manifest), null, 2)}\n`,
    )
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', outDir], {
        cwd: stage,
        encoding: 'utf8',
        env: { ...process.env, npm_config_loglevel: 'error' },
      }),
    )
    return { name: manifest.name, tarball: join(outDir, packed.filename) }
  })
}

/** The file name `npm pack` gives a package: `@bourse/ui@0.1.0` → `bourse-ui-0.1.0.tgz`. */
function tarballName({ name, version }) {
  return `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`
}

/**
 * The tarballs of every published package, already packed into `dir` (by `packAll` or this
 * script), as `packAll` returns them; throws naming any that is missing.
 */
export function packedIn(dir) {
  const packed = publishedPackages().map(({ manifest }) => ({
    name: manifest.name,
    tarball: join(resolve(dir), tarballName(manifest)),
  }))
  const missing = packed.filter(({ tarball }) => !existsSync(tarball))
  if (missing.length > 0) {
    throw new Error(
      `${missing.map(({ tarball }) => tarball).join(', ')} missing: run node scripts/packages/pack.mjs ${dir}`,
    )
  }
  return packed
}

/** `--packs <dir>`: the tarballs packed there; without it, a fresh `packAll(fallbackDir)`. */
export function packsFromArgs(argv, fallbackDir) {
  const at = argv.indexOf('--packs')
  return at === -1 ? packAll(fallbackDir) : packedIn(argv[at + 1] ?? '')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const publish = process.argv.includes('--publish')
  const [dir] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
  const outDir = resolve(dir ?? join(root, '.packs'))
  for (const { tarball } of packAll(outDir)) {
    console.log(tarball)
    // The release: the packed tarball, as checked by `npm test`, is what goes to the registry.
    if (publish)
      execFileSync('npm', ['publish', tarball, '--access', 'public'], { stdio: 'inherit' })
  }
}
