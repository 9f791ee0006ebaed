/*
 * Types for the part of libheif-js (libheif compiled to WebAssembly) that `./heic` uses. The
 * package ships types for its Emscripten module only, not for this ESM bundle, whose default
 * export builds the module synchronously (the WebAssembly binary is inlined).
 */
declare module 'libheif-js/libheif-wasm/libheif-bundle.mjs' {
  /** Pixels to fill: RGBA, 4 bytes a pixel, `width` x `height`. */
  type HeifPixels = { data: Uint8ClampedArray; width: number; height: number }
  interface HeifImage {
    get_width(): number
    get_height(): number
    /** Decodes into `target` and calls back with it, or with null when decoding failed. */
    display(target: HeifPixels, callback: (result: HeifPixels | null) => void): void
    free(): void
  }
  interface HeifDecoder {
    /** The top-level images of the file; none when it is not a HEIF file it can read. */
    decode(bytes: Uint8Array): HeifImage[]
    decoder: { delete(): void }
  }
  interface Libheif {
    HeifDecoder: new () => HeifDecoder
  }
  const createLibheif: () => Libheif
  export default createLibheif
}
