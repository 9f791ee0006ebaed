#!/usr/bin/env node
// First-load JS, gzip, of the routes a visitor lands on: the entry chunk and everything it
// imports statically, plus the route's page chunk, its static imports and the default (English)
// locale chunk with any locale bundle the route loads with its page — what the browser downloads
// before the page can render. Each route has its own budget (200 KB by default); the script fails
// if any route is above it.
//   node packages/app/scripts/first-load.mjs [--budget-kb 200] [--json] [--verbose]
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist')
const args = process.argv.slice(2)
const budgetKb = Number(args[args.indexOf('--budget-kb') + 1] ?? 200) || 200
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'))

/** The routes measured: path, and the page module the router loads lazily for it. */
const routes = [
  // The home page loads the `desk` locale bundle with its chunk (the market list's texts).
  { route: '/', page: 'src/pages/Home/index.ts', bundles: ['desk'] },
  { route: '/currencyTransaction', page: 'src/pages/SpotTrading/index.ts' },
  { route: '/contractTransaction', page: 'src/pages/FuturesTrading/index.ts' },
]

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
if (!entryKey) throw new Error('no entry in the manifest; run `vite build` first')
const findFile = (suffix) => Object.keys(manifest).find((k) => k.endsWith(suffix))
const byFile = (suffix) => {
  const key = findFile(suffix)
  if (!key) throw new Error(`${suffix} is not in the manifest`)
  return key
}
/** The widgets' part of a locale (core, desk, account), which the app loads beside its own. */
const widgetPart = (part) => byFile(`exchange-widgets/src/locales/en/${part}.json`)

const gzipped = new Map()
const gzipKb = (file) => {
  if (!gzipped.has(file)) {
    gzipped.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024)
  }
  return gzipped.get(file)
}

/**
 * The JS and CSS files of the entry, one page, the English locale and the locale bundles the
 * route loads with its page (static imports only).
 */
function firstLoad(page, bundles = []) {
  const files = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const dep of chunk.imports ?? []) visit(dep)
  }
  visit(entryKey)
  visit(byFile(page))
  // The English core chunk holds the app's core text and the widgets' core part (vite.config.ts).
  const core = Object.keys(manifest).find((k) => manifest[k].name === 'locale-en')
  if (!core) throw new Error('no locale-en chunk in the manifest')
  visit(core)
  for (const bundle of bundles) {
    // `desk` is only the widgets' part; the others have the app's file too.
    const own = findFile(`src/i18n/locales/${bundle}/en.json`)
    if (own) visit(own)
    visit(widgetPart(bundle))
  }
  const rows = [...files]
    .map((file) => ({ file, gzipKb: +gzipKb(file).toFixed(2) }))
    .sort((a, b) => b.gzipKb - a.gzipKb)
  const total = [...files].reduce((sum, file) => sum + gzipKb(file), 0)
  return { totalGzipKb: +total.toFixed(2), files: rows }
}

const results = routes.map((r) => ({
  route: r.route,
  page: r.page,
  budgetKb: r.budgetKb ?? budgetKb,
  ...firstLoad(r.page, r.bundles),
}))
const over = results.filter((r) => r.totalGzipKb > r.budgetKb)

if (args.includes('--json')) {
  console.log(JSON.stringify({ budgetKb, routes: results }, null, 2))
} else {
  for (const r of results) {
    if (args.includes('--verbose')) {
      for (const f of r.files) console.log(`${f.gzipKb.toFixed(2).padStart(8)} KB  ${f.file}`)
    }
    console.log(
      `${r.totalGzipKb.toFixed(2).padStart(8)} KB  first-load JS of ${r.route} (gzip), budget ${r.budgetKb} KB${r.totalGzipKb > r.budgetKb ? '  OVER' : ''}`,
    )
  }
}
for (const r of over) {
  console.error(
    `first-load JS of ${r.route}: ${r.totalGzipKb} KB exceeds the ${r.budgetKb} KB budget`,
  )
}
if (over.length > 0) process.exit(1)
