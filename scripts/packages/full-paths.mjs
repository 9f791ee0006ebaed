// Rewrites the relative imports of a package's emitted declarations to full paths (`./x.js`,
// `./x/index.js`), which NodeNext resolution needs; tsc keeps them as written for bundler
// resolution. `tsc-alias --resolve-full-paths` cannot do it here: it looks for the `.js` file, and
// the library build (preserveModules) emits no module for a barrel that only re-exports.
// Deep imports into a package without an `exports` map (`styled-components/dist/types`, as tsc
// infers the type of a styled component) get their `.js` too.
// `node scripts/packages/full-paths.mjs <dist>`.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'

const specifier = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g
/** A deep import into another package (`styled-components/dist/types`), as tsc infers them. */
const deepSpecifier =
  /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])((?:@[\w.-]+\/)?[\w.-]+)\/([^'"]+)\2/g

/** The full path for `relative`, seen from the declaration file in `dir`. */
function fullPath(dir, relative) {
  if (/\.(js|mjs|cjs|json)$/.test(relative)) return relative
  const base = join(dir, relative)
  if (existsSync(`${base}.d.ts`)) return `${relative}.js`
  if (existsSync(join(base, 'index.d.ts'))) return `${relative.replace(/\/$/, '')}/index.js`
  throw new Error(`${dir}: cannot resolve ${relative} to a declaration file`)
}

/**
 * The full path of a deep import into a package without an `exports` map (those with one answer
 * for themselves): NodeNext needs `dist/types.js` where bundlers accept `dist/types`.
 */
function fullDeepPath(file, name, subpath) {
  if (/\.(js|mjs|cjs|json)$/.test(subpath)) return `${name}/${subpath}`
  let manifestPath
  try {
    manifestPath = createRequire(file).resolve(`${name}/package.json`)
  } catch {
    return `${name}/${subpath}`
  }
  if (JSON.parse(readFileSync(manifestPath, 'utf8')).exports) return `${name}/${subpath}`
  const base = join(dirname(manifestPath), subpath)
  if (existsSync(`${base}.d.ts`)) return `${name}/${subpath}.js`
  if (existsSync(join(base, 'index.d.ts'))) return `${name}/${subpath}/index.js`
  return `${name}/${subpath}`
}

function* declarations(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* declarations(path)
    else if (name.endsWith('.d.ts')) yield path
  }
}

const dist = resolve(process.argv[2] ?? 'dist')
let changed = 0
for (const file of declarations(dist)) {
  const text = readFileSync(file, 'utf8')
  const next = text
    .replace(
      specifier,
      (_, keyword, quote, relative) =>
        `${keyword}${quote}${fullPath(dirname(file), relative)}${quote}`,
    )
    .replace(
      deepSpecifier,
      (_, keyword, quote, name, subpath) =>
        `${keyword}${quote}${fullDeepPath(file, name, subpath)}${quote}`,
    )
  if (next !== text) {
    writeFileSync(file, next)
    changed++
  }
}
console.log(`full paths: ${changed} declaration files rewritten in ${dist}`)
