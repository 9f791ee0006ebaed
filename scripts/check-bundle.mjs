// Budget: the JavaScript a first visit to the home page loads (entry chunk, its static imports and
// the home route's chunk with its static imports) must stay within 200 KB gzip.
// Reads Vite's manifest (packages/app/dist/.vite/manifest.json). Prints the figure for bench/README.md.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const BUDGET_BYTES = 200 * 1024
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(root, 'packages/app/dist')
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'))
const HOME_PAGE = process.env.HOME_PAGE_MODULE ?? 'src/pages/Home/HomePage.tsx'

const files = new Set()
function visit(key) {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return
  files.add(chunk.file)
  for (const imported of chunk.imports ?? []) visit(imported)
}
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)
if (!entry) throw new Error('no entry chunk in the manifest')
visit(entry)
const home = Object.keys(manifest).find((key) => key === HOME_PAGE)
if (!home)
  throw new Error(`home page module ${HOME_PAGE} not in the manifest (set HOME_PAGE_MODULE)`)
visit(home)

let total = 0
const rows = []
for (const file of files) {
  if (!file.endsWith('.js')) continue
  const gz = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length
  total += gz
  rows.push([file, gz])
}
rows.sort((a, b) => b[1] - a[1])
for (const [file, gz] of rows) console.log(`${(gz / 1024).toFixed(1).padStart(8)} KB  ${file}`)
const kb = (total / 1024).toFixed(1)
console.log(`home first-load JS: ${kb} KB gzip (budget ${BUDGET_BYTES / 1024} KB)`)
if (total > BUDGET_BYTES) {
  console.error(`over budget by ${((total - BUDGET_BYTES) / 1024).toFixed(1)} KB`)
  process.exit(1)
}
