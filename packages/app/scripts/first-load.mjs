#!/usr/bin/env node
// First-load JS of the home page, gzip: the entry chunk and everything it imports statically,
// plus the home route's chunk, its static imports and the default (English) locale chunk —
// what a visitor downloads before the home page can render. Fails above the budget.
//   node packages/app/scripts/first-load.mjs [--budget-kb 200] [--json]
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist')
const args = process.argv.slice(2)
const budgetKb = Number(args[args.indexOf('--budget-kb') + 1] ?? 200) || 200
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'))

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
if (!entryKey) throw new Error('no entry in the manifest; run `vite build` first')
const byFile = (suffix) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix))
  if (!key) throw new Error(`${suffix} is not in the manifest`)
  return key
}

const files = new Set()
const visit = (key) => {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return
  files.add(chunk.file)
  for (const css of chunk.css ?? []) files.add(css)
  for (const dep of chunk.imports ?? []) visit(dep)
}
visit(entryKey)
visit(byFile('src/pages/Home/index.ts'))
visit(byFile('src/i18n/locales/en.json'))

let total = 0
const rows = []
for (const file of files) {
  const bytes = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length
  total += bytes
  rows.push({ file, gzipKb: +(bytes / 1024).toFixed(2) })
}
rows.sort((a, b) => b.gzipKb - a.gzipKb)
const result = { totalGzipKb: +(total / 1024).toFixed(2), budgetKb, files: rows }
if (args.includes('--json')) console.log(JSON.stringify(result, null, 2))
else {
  for (const r of rows) console.log(`${r.gzipKb.toFixed(2).padStart(8)} KB  ${r.file}`)
  console.log(
    `${result.totalGzipKb.toFixed(2).padStart(8)} KB  total first-load JS of / (gzip), budget ${budgetKb} KB`,
  )
}
if (total / 1024 > budgetKb) {
  console.error(`first-load JS ${result.totalGzipKb} KB exceeds the ${budgetKb} KB budget`)
  process.exit(1)
}
