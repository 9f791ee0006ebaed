import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

import { languages } from './src/i18n/languages'

/** A core locale of the app (`locales/jp.json`) or the widgets' core part (`locales/ja/core.json`). */
const coreLocale =
  /\/app\/src\/i18n\/locales\/(\w+)\.json$|\/exchange-widgets\/src\/locales\/([\w-]+)\/core\.json$/
const tagOf = (code: string) => languages[code as keyof typeof languages]?.bcp47 ?? code

const apiTarget = process.env.BOURSE_API_TARGET ?? 'http://127.0.0.1:8080'

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The server serves the built site's assets under /desktop/ and index.html on every route. The
  // dev server has no such fallback under a base path, so it serves from the root instead.
  base: command === 'build' ? '/desktop/' : '/',
  plugins: [react()],
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
