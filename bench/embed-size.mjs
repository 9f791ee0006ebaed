// What each widget adds to an embedder's bundle: entries built with the Vite example's own setup
// (`.examples/vite`: its installed tarballs and node_modules, its vite.config.mjs), the gzip size
// of all their JavaScript (every chunk and worker file) added up, against a baseline of react,
// react-dom and styled-components alone. `node bench/embed-size.mjs` (after
// `node scripts/examples/build.mjs`), or `npm run bench -- --only embed-size`.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const example = path.join(root, '.examples/vite')
const work = path.join(example, 'embed-size')

/** Target of the issue: the order book alone, beyond react, react-dom and styled-components. */
export const ORDER_BOOK_BUDGET_KB = 40

const page = `<!doctype html><html><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>`

const mount = (element) => `
const root = document.getElementById('root')
createRoot(root).render(${element})
`

/** One embedded widget with everything it needs around it: theme, provider, client, stream. */
const widget = (name, element) => `
import { createExchangeClient, createStreamClient, memoryTokenStore } from '@bourse/api-client'
import { ${name}, WidgetsProvider } from '@bourse/exchange-widgets'
import { BourseThemeProvider } from '@bourse/ui'
import { createRoot } from 'react-dom/client'

const client = createExchangeClient({ tokenStore: memoryTokenStore() })
const stream = createStreamClient({ url: 'ws://localhost/api/ws', getToken: () => client.tokenStore.get() })
const market = JSON.parse(document.body.dataset.market ?? '{}')
${mount(`<BourseThemeProvider applyTo="wrapper"><WidgetsProvider client={client} stream={stream} locale="en">${element}</WidgetsProvider></BourseThemeProvider>`)}
`

export const variants = {
  baseline: `
import { createRoot } from 'react-dom/client'
import { styled } from 'styled-components'

const Box = styled.div\`padding: 8px;\`
${mount('<Box>Hello</Box>')}
`,
  'order-book': widget(
    'OrderBookConnected',
    '<OrderBookConnected symbol="BTCUSDT" market={market} />',
  ),
  'spot-order-form': widget(
    'SpotOrderFormConnected',
    '<SpotOrderFormConnected market={market} loggedIn={false} />',
  ),
  'everything the host embeds': `
import { createRoot } from 'react-dom/client'
import { App } from '../../App'
${mount('<App />')}
`,
}

/** `node_modules/<name>` or `node_modules/@scope/name` of a module id: its package. */
function packageOf(id) {
  const match = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)
  return match ? match[1].replace('\\', '/') : 'host'
}

/** gzip (level 9) KB of every .js file under `dir`, by file. */
function gzipKb(dir) {
  const sizes = {}
  for (const entry of readdirSync(dir, { recursive: true })) {
    if (!String(entry).endsWith('.js')) continue
    sizes[entry] = gzipSync(readFileSync(path.join(dir, String(entry))), { level: 9 }).length / 1024
  }
  return sizes
}

const sum = (sizes) => Object.values(sizes).reduce((a, b) => a + b, 0)

/**
 * Builds every variant; when the order book is over its budget, builds it again split into one
 * chunk per package, to show what its weight is made of.
 */
export async function embedSize() {
  if (!existsSync(path.join(example, 'node_modules/@bourse/exchange-widgets'))) {
    throw new Error('.examples/vite is not installed: run node scripts/examples/build.mjs first')
  }
  const { build } = await import(
    pathToFileURL(path.join(example, 'node_modules/vite/dist/node/index.js')).href
  )
  rmSync(work, { recursive: true, force: true })
  const measure = async (name, source, rolldownOptions) => {
    const dir = path.join(work, name.replace(/\W+/g, '-'))
    mkdirSync(dir, { recursive: true })
    writeFileSync(path.join(dir, 'index.html'), page)
    writeFileSync(path.join(dir, 'main.jsx'), source)
    await build({
      configFile: path.join(example, 'vite.config.mjs'),
      root: dir,
      logLevel: 'error',
      build: {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        chunkSizeWarningLimit: 10_000,
        rolldownOptions,
      },
    })
    return gzipKb(path.join(dir, 'dist'))
  }
  const totals = {}
  for (const [name, source] of Object.entries(variants))
    totals[name] = sum(await measure(name, source))
  const rows = Object.entries(totals).map(([name, kb]) => ({
    variant: name,
    gzipKb: +kb.toFixed(1),
    addedKb: +(kb - totals.baseline).toFixed(1),
  }))
  const orderBookAdded = rows.find((r) => r.variant === 'order-book')?.addedKb ?? Infinity
  let orderBookByPackage
  if (orderBookAdded > ORDER_BOOK_BUDGET_KB) {
    const chunks = await measure('order-book-by-package', variants['order-book'], {
      output: { advancedChunks: { groups: [{ name: (id) => packageOf(id).replace('/', '+') }] } },
    })
    orderBookByPackage = Object.fromEntries(
      Object.entries(chunks)
        .map(([file, kb]) => [path.basename(file).replace(/-[\w-]{8}\.js$/, ''), +kb.toFixed(1)])
        .sort((a, b) => b[1] - a[1]),
    )
  }
  return {
    figures: { rows, orderBookByPackage },
    checks: [
      [
        'order book alone, beyond react, react-dom, styled-components',
        `${orderBookAdded} KB gzip`,
        `<= ${ORDER_BOOK_BUDGET_KB} KB`,
        orderBookAdded <= ORDER_BOOK_BUDGET_KB,
      ],
    ],
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { figures, checks } = await embedSize()
  console.table(figures.rows)
  if (figures.orderBookByPackage) console.table(figures.orderBookByPackage)
  for (const [what, value, target, ok] of checks) {
    console.log(`${ok ? 'PASS' : 'FAIL'}  ${what}: ${value} (target ${target})`)
  }
}
