// The host page built by webpack 5: TSX through esbuild-loader (and minified by esbuild, several
// times faster than the default terser), ES-module output. Webpack bundles
// the widgets' `new Worker(new URL('./x.worker.js', import.meta.url))` workers by itself.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { EsbuildPlugin } from 'esbuild-loader'
import webpack from 'webpack'

const here = path.dirname(fileURLToPath(import.meta.url))

/** Emits the host's index.html with its module script pointing at webpack's entry bundle. */
class HostPage {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HostPage', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'HostPage', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const page = readFileSync(path.join(here, 'index.html'), 'utf8')
          compilation.emitAsset(
            'index.html',
            new webpack.sources.RawSource(page.replace('src="./main.tsx"', 'src="./main.js"')),
          )
        },
      )
    })
  }
}

export default {
  mode: 'production',
  context: here,
  entry: { main: './main.tsx' },
  output: {
    path: path.join(here, 'dist'),
    filename: '[name].js',
    chunkFilename: '[name].[contenthash:8].js',
    module: true,
    clean: true,
  },
  experiments: { outputModule: true },
  resolve: {
    extensions: ['.tsx', '.ts', '.js'],
    // libheif-js is an optional peer of the widgets (HEIC photos) that this host does not
    // install: an empty module stands for it, and a HEIC photo gets the uploader's own message.
    alias: { 'libheif-js/libheif-wasm/libheif-bundle.mjs': false },
  },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        loader: 'esbuild-loader',
        options: { target: 'es2022', jsx: 'automatic' },
      },
    ],
  },
  // `format: 'esm'` with `output.module`: the plugin's default (iife) wraps each ES-module chunk
  // and drops its exports, so a lazily loaded chunk (the spot form's confirmation) never runs.
  optimization: { minimizer: [new EsbuildPlugin({ target: 'es2022', format: 'esm' })] },
  plugins: [new HostPage()],
  performance: { hints: false },
}
