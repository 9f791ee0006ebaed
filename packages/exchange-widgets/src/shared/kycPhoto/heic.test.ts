/// <reference types="node" />
import { sniffImageType } from '@bourse/rules/kyc'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { decodeHeicPixels } from './heic'

/*
 * `__fixtures__/phone-4032x3024.heic` (121 KB): a real 12 MP HEIC (HEVC, brand `heic`, as an
 * iPhone writes) of a synthetic picture drawn for this repository (a diagonal gradient with soft
 * stripes and a bright disc centred at 62 % x 45 % of the frame, radius 28 % of its height),
 * encoded from a YUV 4:2:0 frame with libheif's `heif-enc -q 50` (Debian bookworm package
 * libheif-examples 1.15.1, x265). Made here rather than taken from elsewhere: none of the npm
 * packages looked at (libheif-js, heic-decode, heic-convert, heic-to, heic2any, exif-heic-js,
 * @saschazar/wasm-heif, exifr) ships a sample HEIC, and this one carries no third-party licence.
 */
const HEIC = new Uint8Array(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '__fixtures__/phone-4032x3024.heic')),
)

/** The RGB of pixel (x, y). */
const rgbAt = (data: Uint8ClampedArray, width: number, x: number, y: number) => {
  const at = (y * width + x) * 4
  return [data[at], data[at + 1], data[at + 2]] as const
}
const luma = ([r, g, b]: readonly [number?, number?, number?]) =>
  0.299 * (r ?? 0) + 0.587 * (g ?? 0) + 0.114 * (b ?? 0)

describe('decodeHeicPixels (libheif in WebAssembly)', () => {
  it('decodes a 12 MP phone HEIC into its RGBA pixels', async () => {
    expect(sniffImageType(HEIC.subarray(0, 32))).toBe('heic')
    const { width, height, data } = await decodeHeicPixels(HEIC)
    expect([width, height]).toEqual([4032, 3024])
    expect(data.length).toBe(4032 * 3024 * 4)
    // Opaque, and the picture itself: the disc is brighter than the background beside it.
    expect(data[3]).toBe(255)
    const disc = luma(rgbAt(data, width, 2500, 1361))
    const beside = luma(rgbAt(data, width, 400, 1361))
    expect(disc - beside).toBeGreaterThan(40)
  }, 30_000)

  it.each([
    ['a HEIC header on no image', HEIC.slice(0, 64)],
    ['text', new TextEncoder().encode('not a photo at all')],
  ])('rejects %s', async (_name, bytes) => {
    await expect(decodeHeicPixels(bytes)).rejects.toThrow()
  })
})
