import { KYC_PHOTO_MAX_BYTES, KYC_PHOTO_MAX_SIDE } from '@bourse/rules/kyc'
import { describe, expect, it, vi } from 'vitest'
import {
  fitWithin,
  KYC_JPEG_QUALITY,
  KYC_PHOTO_REFUSE_BYTES,
  prepareKycPhoto,
  type KycDecodedImage,
  type KycImageCodec,
} from './prepare'

const MB = 1024 * 1024

/** A real 1 x 1 PNG. */
const PNG_1PX = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
)
/** The start of a real JPEG (SOI, JFIF APP0). */
const JPEG_HEAD = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00,
])
/** The start of an iPhone HEIC: an `ftyp` box of brand `heic`. */
const HEIC_HEAD = Uint8Array.from([
  0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63, 0x00, 0x00, 0x00, 0x00,
  0x6d, 0x69, 0x66, 0x31, 0x68, 0x65, 0x69, 0x63,
])
const TEXT = new TextEncoder().encode('just some text renamed to photo.jpg\n')

/** A file starting with `head`, padded with zeros to `size` bytes. */
function file(head: Uint8Array, size = head.length): Blob {
  const body = new Uint8Array(size)
  body.set(head)
  return new Blob([body])
}

/**
 * A codec that "decodes" to `dims` (or fails when null) and "encodes" a JPEG whose size is
 * `jpegBytes(width, height)`, recording what it was asked.
 */
function fakeCodec(
  dims: { width: number; height: number } | null,
  jpegBytes: (width: number, height: number) => number = () => 500_000,
) {
  const close = vi.fn()
  const codec: KycImageCodec = {
    decode: vi.fn(async () => {
      if (!dims) throw new Error('cannot decode')
      return { ...dims, close } satisfies KycDecodedImage
    }),
    toJpeg: vi.fn(
      async (_image, width, height) => new Blob([new Uint8Array(jpegBytes(width, height))]),
    ),
  }
  return { codec, close }
}

describe('fitWithin', () => {
  it.each([
    [1000, 800, { width: 1000, height: 800 }],
    [KYC_PHOTO_MAX_SIDE, 100, { width: KYC_PHOTO_MAX_SIDE, height: 100 }],
    [8064, 6048, { width: 2560, height: 1920 }],
    [6048, 8064, { width: 1920, height: 2560 }],
    [10000, 1, { width: 2560, height: 1 }],
  ])('fits %i x %i as %o', (width, height, expected) => {
    expect(fitWithin(width, height)).toEqual(expected)
  })
})

describe('prepareKycPhoto', () => {
  it.each([
    ['a renamed text file', file(TEXT), { error: 'type' }],
    ['an empty file', file(new Uint8Array(0)), { error: 'type' }],
    ['a 9 MB text file', file(TEXT, 9 * MB), { error: 'type' }],
  ])('refuses %s as the wrong type without decoding it', async (_name, blob, expected) => {
    const { codec } = fakeCodec({ width: 10, height: 10 })
    expect(await prepareKycPhoto(blob, codec)).toEqual(expected)
    expect(codec.decode).not.toHaveBeenCalled()
  })

  it('refuses a file above 64 MB as too large without reading it', async () => {
    const huge = {
      size: KYC_PHOTO_REFUSE_BYTES + 1,
      slice: () => {
        throw new Error('read')
      },
    } as unknown as Blob
    const { codec } = fakeCodec({ width: 10, height: 10 })
    expect(await prepareKycPhoto(huge, codec)).toEqual({ error: 'size' })
  })

  it('sends a small PNG as is', async () => {
    const blob = file(PNG_1PX)
    const { codec, close } = fakeCodec({ width: 1, height: 1 })
    const result = await prepareKycPhoto(blob, codec)
    expect(result).toEqual({ blob, type: 'png' })
    expect(codec.toJpeg).not.toHaveBeenCalled()
    expect(close).toHaveBeenCalled()
  })

  it.each([
    ['a 9 MB 4000 x 3000 JPEG', JPEG_HEAD, 9 * MB, { width: 4000, height: 3000 }, [2560, 1920]],
    ['a 5 MB 12 MP PNG', PNG_1PX, 5 * MB, { width: 4032, height: 3024 }, [2560, 1920]],
    ['a 20 MB 48 MP PNG', PNG_1PX, 20 * MB, { width: 8064, height: 6048 }, [2560, 1920]],
    ['a 9 MB 2000 x 1500 JPEG', JPEG_HEAD, 9 * MB, { width: 2000, height: 1500 }, [2000, 1500]],
    ['a HEIC photo', HEIC_HEAD, 3 * MB, { width: 4032, height: 3024 }, [2560, 1920]],
  ])('converts %s to a downscaled JPEG', async (_name, head, size, dims, [width, height]) => {
    const { codec, close } = fakeCodec(dims)
    const result = await prepareKycPhoto(file(head, size), codec)
    expect(result).toEqual({ blob: expect.any(Blob), type: 'jpeg' })
    expect(codec.toJpeg).toHaveBeenCalledWith(
      expect.objectContaining(dims),
      width,
      height,
      KYC_JPEG_QUALITY,
    )
    expect(close).toHaveBeenCalled()
  })

  it('refuses a photo whose JPEG is still above 8 MB as too large', async () => {
    const { codec } = fakeCodec({ width: 4000, height: 3000 }, () => KYC_PHOTO_MAX_BYTES + 1)
    expect(await prepareKycPhoto(file(JPEG_HEAD, 9 * MB), codec)).toEqual({ error: 'size' })
  })

  it('accepts a converted JPEG of exactly 8 MB', async () => {
    const { codec } = fakeCodec({ width: 4000, height: 3000 }, () => KYC_PHOTO_MAX_BYTES)
    const result = await prepareKycPhoto(file(JPEG_HEAD, 9 * MB), codec)
    expect('blob' in result && result.blob.size).toBe(KYC_PHOTO_MAX_BYTES)
  })

  it.each([
    ['a HEIC photo the browser cannot decode', HEIC_HEAD, 3 * MB, 'type'],
    ['a small file with a JPEG header that does not decode', JPEG_HEAD, 1 * MB, 'type'],
    ['an 8 MB file with a PNG header that does not decode', PNG_1PX, KYC_PHOTO_MAX_BYTES, 'type'],
    ['a 9 MB file with a JPEG header that does not decode', JPEG_HEAD, 9 * MB, 'size'],
  ])('refuses %s', async (_name, head, size, error) => {
    const { codec } = fakeCodec(null)
    expect(await prepareKycPhoto(file(head, size), codec)).toEqual({ error })
  })
})
