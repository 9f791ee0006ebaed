// The host page built by esbuild's JS API: one ESM bundle split into chunks. esbuild leaves
// `new URL('./x.worker.js', import.meta.url)` alone, so the `workers` plugin below bundles each
// worker a package refers to that way and points the URL at the bundled file.
import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as esbuild from 'esbuild'

const here = path.dirname(fileURLToPath(import.meta.url))
const outdir = path.join(here, 'dist')
const common = {
  bundle: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  sourcemap: true,
  // libheif-js is an optional peer of the widgets (HEIC photos) that this host does not install:
  // left external, its import fails at run time and a HEIC photo gets the uploader's message.
  external: ['libheif-js', 'libheif-js/*'],
}
const workerUrl = /new URL\(\s*(["'])(\.{1,2}\/[^"']+\.worker\.js)\1\s*,\s*import\.meta\.url\s*\)/g

/** Bundles the workers that installed packages start with `new Worker(new URL(...))`. */
const workers = {
  name: 'workers',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/].*\.js$/ }, async ({ path: file }) => {
      const source = await readFile(file, 'utf8')
      const found = [...source.matchAll(workerUrl)]
      if (found.length === 0) return undefined
      for (const [, , relative] of found) {
        await esbuild.build({
          ...common,
          entryPoints: [path.resolve(path.dirname(file), relative)],
          outfile: path.join(outdir, path.basename(relative)),
        })
      }
      // Every chunk lands in `dist/`, so the worker sits beside whichever chunk refers to it.
      const contents = source.replace(
        workerUrl,
        (_, quote, relative) =>
          `new URL(${quote}./${path.basename(relative)}${quote}, import.meta.url)`,
      )
      return { contents, loader: 'js' }
    })
  },
}

await rm(outdir, { recursive: true, force: true })
await esbuild.build({
  ...common,
  entryPoints: { main: path.join(here, 'main.tsx') },
  splitting: true,
  outdir,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
  plugins: [workers],
})
const page = await readFile(path.join(here, 'index.html'), 'utf8')
await writeFile(
  path.join(outdir, 'index.html'),
  page.replace('src="./main.tsx"', 'src="./main.js"'),
)
