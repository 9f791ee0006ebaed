// The benchmark pages: real widgets fed by in-page generators, built like the site.
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url))

export default defineConfig({
  root: here('.'),
  base: './',
  plugins: [react()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // React's profiling build keeps <Profiler onRender> in production, so commits can be counted.
    alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }],
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    rolldownOptions: {
      input: {
        orderbook: here('./orderbook.html'),
        depthchart: here('./depthchart.html'),
        marketlist: here('./marketlist.html'),
        soak: here('./soak.html'),
      },
    },
  },
})
