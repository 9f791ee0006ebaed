// A consumer outside the repository: installs the packed tarballs (never the workspace) and the
// peers at the versions the repository itself uses, as an embedder's `npm install` would.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { root } from './pack.mjs'

/** The version of `name` installed at the repository's root (so the consumer needs no new download). */
export function rootVersion(name) {
  return JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version
}

/**
 * Creates `dir` with a package.json and installs the tarballs plus `deps` (names, pinned to the
 * repository's versions). Returns `dir`.
 */
export function installConsumer(dir, tarballs, deps = [], manifest = {}) {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'bourse-consumer', private: true, type: 'module', ...manifest }, null, 2)}\n`,
  )
  execFileSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--no-package-lock',
      ...tarballs,
      ...deps.map((name) => `${name}@${rootVersion(name)}`),
    ],
    {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, npm_config_loglevel: 'error' },
    },
  )
  return dir
}
