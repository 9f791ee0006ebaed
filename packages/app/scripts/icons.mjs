// Draws the installable app's PNG icons (public/icons/) from the logo's SVGs in pwa/, in the
// project's own Chromium. The PNGs are committed: a build needs no browser. Run it again after
// changing pwa/icon.svg or pwa/icon-maskable.svg: `node packages/app/scripts/icons.mjs`.
import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright'
import { chromiumLaunch } from '../../../chromium.config.mjs'

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const out = path.join(app, 'public/icons')
mkdirSync(out, { recursive: true })

const icons = [
  { svg: 'icon.svg', size: 192, file: 'icon-192.png' },
  { svg: 'icon.svg', size: 512, file: 'icon-512.png' },
  { svg: 'icon-maskable.svg', size: 512, file: 'icon-maskable-512.png' },
  // iOS's home-screen icon (apple-touch-icon): full bleed, iOS rounds the corners itself.
  { svg: 'icon-maskable.svg', size: 180, file: 'apple-touch-icon-180.png' },
]

const browser = await chromium.launch(chromiumLaunch)
try {
  for (const { svg, size, file } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } })
    const source = readFileSync(path.join(app, 'pwa', svg), 'utf8')
    const data = Buffer.from(source).toString('base64')
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}img{display:block}</style>` +
        `<img src="data:image/svg+xml;base64,${data}" width="${size}" height="${size}">`,
    )
    await page.locator('img').evaluate((img) => img.decode())
    await page.screenshot({ path: path.join(out, file), omitBackground: true })
    await page.close()
    console.log(`public/icons/${file}`)
  }
} finally {
  await browser.close()
}
