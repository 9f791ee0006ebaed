// Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the built site, once,
// at the best ratio: the reference server sends them to browsers that accept them (@fastify/static
// `preCompressed`) instead of compressing on every request or not at all. Run after `vite build`.
//   node scripts/compress.mjs [dist]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const dist = path.resolve(
  process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'),
)
/** Files worth compressing: text, and WebAssembly. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|wasm|txt)$/
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(file)
    else if (COMPRESSIBLE.test(entry.name)) yield file
  }
}

let raw = 0
let brotli = 0
let count = 0
for (const file of files(dist)) {
  if (statSync(file).size < MIN_BYTES) continue
  const source = readFileSync(file)
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  })
  writeFileSync(`${file}.br`, br)
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }))
  raw += source.length
  brotli += br.length
  count += 1
}
const kb = (bytes) => (bytes / 1024).toFixed(0)
console.log(
  `compressed ${count} files: ${kb(raw)} KB → ${kb(brotli)} KB Brotli (${path.relative(process.cwd(), dist) || '.'})`,
)
