/*
 * HEIC/HEIF decoding for browsers without a HEIC decoder of their own (Chromium, Firefox), with
 * libheif compiled to WebAssembly (libheif-js, LGPL-3.0). It runs in a worker (`./heic.worker`),
 * started by `./prepare` only for a HEIC file the browser failed to decode: its ~2 MB stay out
 * of every page's first load, and decoding a 48 MP photo does not freeze the page.
 */

// The bundle's types, declared here: packages that compile this source (the site) see them too.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module: an import cannot bring it
/// <reference path="./libheif-js.d.ts" />
import type createLibheif from 'libheif-js/libheif-wasm/libheif-bundle.mjs'

/** A decoded picture: RGBA, 4 bytes a pixel, row by row. */
export type HeicPixels = { width: number; height: number; data: Uint8ClampedArray<ArrayBuffer> }

type Libheif = ReturnType<typeof createLibheif>

let libheif: Promise<Libheif> | undefined
/** Loads and instantiates the decoder once per page. */
function loadLibheif(): Promise<Libheif> {
  if (!libheif) {
    const loading = import('libheif-js/libheif-wasm/libheif-bundle.mjs').then(
      ({ default: create }) => create(),
    )
    // A failed load (say, the network dropped) is tried again with the next file.
    loading.catch(() => {
      if (libheif === loading) libheif = undefined
    })
    libheif = loading
  }
  return libheif
}

/**
 * Decodes the first image of a HEIC/HEIF file, with its rotation and mirroring applied; rejects
 * when the bytes are not a HEIF image it can decode.
 */
export async function decodeHeicPixels(bytes: Uint8Array): Promise<HeicPixels> {
  const { HeifDecoder } = await loadLibheif()
  const decoder = new HeifDecoder()
  const images = decoder.decode(bytes)
  try {
    const image = images[0]
    if (!image) throw new Error('No HEIF image in the file')
    const width = image.get_width()
    const height = image.get_height()
    const data = new Uint8ClampedArray(width * height * 4)
    await new Promise<void>((resolve, reject) =>
      image.display({ data, width, height }, (result) =>
        result ? resolve() : reject(new Error('HEIF image could not be decoded')),
      ),
    )
    return { width, height, data }
  } finally {
    for (const image of images) image.free()
    decoder.decoder.delete()
  }
}
