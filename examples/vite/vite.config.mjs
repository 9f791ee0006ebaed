// The host page built by Vite: index.html is the entry, as in any Vite app.
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  // The widgets' workers are ES modules that import other modules.
  worker: { format: 'es' },
})
