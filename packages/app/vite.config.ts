import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'
import type { Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

// The design tokens are plain data with no import; the config reads the file itself rather than
// the ui package's entry, which would pull React into the config's own bundle.
import { colorModes } from '../ui/src/theme/tokens'
import { languages } from './src/i18n/languages'
import { webManifests } from './src/pwa/manifest'

/** A core locale of the app (`locales/jp.json`) or the widgets' core part (`locales/ja/core.json`). */
const coreLocale =
  /\/app\/src\/i18n\/locales\/(\w+)\.json$|\/exchange-widgets\/src\/locales\/([\w-]+)\/core\.json$/
const tagOf = (code: string) => languages[code as keyof typeof languages]?.bcp47 ?? code

/** The built site's base path: the server serves its files under /desktop/. */
const BUILD_BASE = '/desktop/'

/**
 * One web app manifest per language (`manifest.<lng>.webmanifest`, ADR 0030): browsers honour no
 * per-language names inside one manifest, so the page links the active language's file.
 */
function webManifestsPlugin(): Plugin {
  return {
    name: 'bourse-web-manifests',
    apply: 'build',
    generateBundle() {
      const files = webManifests({
        base: BUILD_BASE,
        // The site opens in dark mode: the header's surface and the page canvas.
        themeColor: colorModes.dark.bgSurface,
        backgroundColor: colorModes.dark.bgCanvas,
      })
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source })
    },
  }
}

/**
 * The page's canvas before the app's code runs: dark by default, light when the user chose it.
 * Without it the page is white until the first render, a flash on every load of a site that opens
 * dark. The theme script is inline (a file would block the first paint for a request); the server
 * allows it by its hash.
 */
function firstPaintCanvasPlugin(): Plugin {
  const { dark, light } = colorModes
  const style =
    `html{background:${dark.bgCanvas};color-scheme:dark}` +
    `html[data-theme='light']{background:${light.bgCanvas};color-scheme:light}`
  // Its comments stay in the source.
  const themeScript = readFileSync(
    fileURLToPath(new URL('./src/preferences/theme-boot.js', import.meta.url)),
    'utf8',
  )
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
  return {
    name: 'bourse-first-paint-canvas',
    transformIndexHtml: () => [
      { tag: 'style', children: style, injectTo: 'head' },
      { tag: 'script', children: themeScript, injectTo: 'head' },
    ],
  }
}

const apiTarget = process.env.BOURSE_API_TARGET ?? 'http://127.0.0.1:8080'

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The server serves the built site's assets under /desktop/ and index.html on every route. The
  // dev server has no such fallback under a base path, so it serves from the root instead.
  base: command === 'build' ? BUILD_BASE : '/',
  plugins: [
    react(),
    webManifestsPlugin(),
    firstPaintCanvasPlugin(),
    // The service worker (ADR 0030): it precaches the built files and answers navigations with
    // the cached index.html; it has no runtime route, so API answers, market data and the socket
    // always go to the network.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      // The manifests are ours (one per language, above).
      manifest: false,
      // Served from /desktop/sw.js with `Service-Worker-Allowed: /` (packages/server site.ts),
      // so that it controls the site's routes at the root.
      scope: '/',
      filename: 'sw.js',
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // The HEIC decoder (and its workers) serve only a photo upload: fetched when used.
        globIgnores: ['**/*libheif*', '**/*heic*'],
        navigateFallback: `${BUILD_BASE}index.html`,
        // The API (`/api`, or the contract's own roots when the server runs without a prefix),
        // the site's own files and the demo's Storybook (ADR 0032) are never answered with the
        // shell.
        navigateFallbackDenylist: [
          /^\/api(\/|$)/,
          /^\/app\//,
          /^\/desktop\//,
          /^\/storybook(\/|$)/,
        ],
        // The first visit's worker takes the page at once; a later version waits for the user's
        // "Reload" (UpdatePrompt).
        clientsClaim: true,
        skipWaiting: false,
        cleanupOutdatedCaches: true,
        runtimeCaching: [],
        sourcemap: false,
      },
    }),
  ],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // scripts/first-load.mjs reads the manifest to measure what the home page downloads.
    manifest: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The app's core text and the widgets' core part of a language are one chunk: the
              // first render waits for one download, no bigger than when they were one file.
              name: (id: string) => {
                const match = coreLocale.exec(id)
                if (!match) return null
                return `locale-${match[1] ? tagOf(match[1]) : match[2]}`
              },
            },
          ],
        },
      },
    },
  },
  // Module workers (they are started with `type: 'module'`): libheif stays a chunk of its own,
  // fetched only when a HEIC photo is decoded, and shared by the workers that import it.
  worker: { format: 'es' },
}))
