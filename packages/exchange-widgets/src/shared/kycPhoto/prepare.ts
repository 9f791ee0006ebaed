import {
  KYC_PHOTO_MAX_BYTES,
  KYC_PHOTO_MAX_SIDE,
  sniffImageType,
  type KycImageType,
} from '@bourse/rules/kyc'
import { startWorker } from '../startWorker'
import type { HeicWorkerAnswer } from './heic.worker'

/*
 * Browser-side preparation of a verification photo before upload. Kept with the widgets, out of
 * `@bourse/rules/kyc` (which the server imports), because it draws on a canvas and decodes HEIC
 * with libheif in a worker.
 */

/**
 * Files above this are refused at once as too large, without being decoded: no phone photo is
 * that big, and decoding one would only stall the page.
 */
export const KYC_PHOTO_REFUSE_BYTES = 64 * 1024 * 1024
/** The JPEG quality a converted or downscaled photo is encoded at. */
export const KYC_JPEG_QUALITY = 0.9

/** A decoded image: its size in pixels, and whatever the codec needs to draw it. */
export type KycDecodedImage = { width: number; height: number; close?: () => void }

/** How images are decoded and re-encoded; the browser's by default, a fake one in tests. */
export type KycImageCodec = {
  /** Decodes the file, of the sniffed `type`; rejects when it cannot be read. */
  decode: (file: Blob, type: KycImageType | 'heic') => Promise<KycDecodedImage>
  /** Draws `image` (from `decode`) at `width` x `height` on white and encodes it as JPEG. */
  toJpeg: (image: KycDecodedImage, width: number, height: number, quality: number) => Promise<Blob>
}

/** What {@link prepareKycPhoto} answers: the bytes to upload, or why the file is refused. */
export type KycPreparedPhoto = { blob: Blob; type: KycImageType } | { error: 'type' | 'size' }

/** The size `width` x `height` scaled so its longest side is at most `maxSide` (never enlarged). */
export function fitWithin(
  width: number,
  height: number,
  maxSide: number = KYC_PHOTO_MAX_SIDE,
): { width: number; height: number } {
  const longest = Math.max(width, height)
  if (longest <= maxSide) return { width, height }
  const scale = maxSide / longest
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

/** How long the HEIC decoder's worker may take to start before the photo is refused. */
const HEIC_WORKER_START_TIMEOUT_MS = 5000

/**
 * Decodes a HEIC/HEIF file with libheif (WebAssembly, ~2 MB) in a worker made for this file.
 * A worker, not a dynamic import: the code is fetched only when a HEIC photo needs it, decoding
 * a 48 MP photo does not freeze the page, and no loader code is added to the pages' first load.
 * Rejects at once when the worker cannot start (CSP, its script missing) and when libheif is not
 * installed (`libheif-js` is an optional peer of this package): the uploader then says so.
 */
export async function decodeHeicInWorker(file: Blob): Promise<ImageBitmap> {
  const worker = await startWorker(
    () => new Worker(new URL('./heic.worker.ts', import.meta.url), { type: 'module' }),
    // Longer than the book's wait: here nothing else can do the work, and a refusal (CSP, a
    // script not found) is reported at once anyway; only a silent worker waits this long.
    HEIC_WORKER_START_TIMEOUT_MS,
  )
  try {
    return await new Promise<ImageBitmap>((resolve, reject) => {
      worker.onmessage = ({ data }: MessageEvent<HeicWorkerAnswer>) =>
        'bitmap' in data ? resolve(data.bitmap) : reject(new Error(data.error))
      worker.onerror = (event) => {
        event.preventDefault()
        reject(new Error(event.message || 'The HEIC decoder stopped'))
      }
      worker.onmessageerror = () => reject(new Error('The HEIC decoder answered unreadably'))
      worker.postMessage(file)
    })
  } finally {
    worker.terminate()
  }
}

/**
 * The browser codec: `createImageBitmap` to decode, a canvas to draw and encode. A HEIC photo the
 * browser cannot decode itself (Chromium and Firefox cannot; Safari can) is decoded by libheif
 * compiled to WebAssembly, in a worker started only then ({@link decodeHeicInWorker}).
 */
export const browserImageCodec: KycImageCodec = {
  async decode(file, type) {
    if (typeof createImageBitmap !== 'function')
      throw new Error('createImageBitmap is not available')
    try {
      return await createImageBitmap(file)
    } catch (error) {
      if (type !== 'heic') throw error
      return decodeHeicInWorker(file)
    }
  },
  async toJpeg(decoded, width, height, quality) {
    // `decode` above made it: an ImageBitmap.
    const image = decoded as ImageBitmap
    if (typeof OffscreenCanvas === 'function') {
      const canvas = new OffscreenCanvas(width, height)
      const context = canvas.getContext('2d')
      if (!context) throw new Error('No 2D canvas')
      // JPEG has no transparency: a transparent PNG would otherwise turn black.
      context.fillStyle = 'white'
      context.fillRect(0, 0, width, height)
      context.drawImage(image, 0, 0, width, height)
      return canvas.convertToBlob({ type: 'image/jpeg', quality })
    }
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d')
    if (!context) throw new Error('No 2D canvas')
    context.fillStyle = 'white'
    context.fillRect(0, 0, width, height)
    context.drawImage(image, 0, 0, width, height)
    return new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))),
        'image/jpeg',
        quality,
      ),
    )
  },
}

/**
 * Makes a picked or dropped file uploadable, judging it by its bytes, never its name:
 * - above {@link KYC_PHOTO_REFUSE_BYTES}: refused as too large, unread;
 * - not JPEG, PNG, BMP or HEIC by its first bytes: refused as the wrong type;
 * - JPEG, PNG or BMP within {@link KYC_PHOTO_MAX_BYTES} and {@link KYC_PHOTO_MAX_SIDE}: sent as is
 *   (the server removes its metadata);
 * - otherwise (a phone's HEIC photo, or a large or many-pixel image): decoded, scaled so its
 *   longest side fits, and re-encoded as JPEG at quality 0.9, which also drops metadata; still
 *   above the limit: too large.
 * A HEIC photo that neither the browser nor the WebAssembly fallback of {@link browserImageCodec}
 * can decode is refused as the wrong type. A JPEG/PNG/BMP header on bytes that do not decode is
 * the wrong type within the size limit, and too large above it.
 */
export async function prepareKycPhoto(
  file: Blob,
  codec: KycImageCodec = browserImageCodec,
): Promise<KycPreparedPhoto> {
  if (file.size > KYC_PHOTO_REFUSE_BYTES) return { error: 'size' }
  const head = new Uint8Array(await file.slice(0, 32).arrayBuffer())
  const type = sniffImageType(head)
  if (type === null) return { error: 'type' }
  const undecodable = type === 'heic' || file.size <= KYC_PHOTO_MAX_BYTES ? 'type' : 'size'
  let image: KycDecodedImage
  try {
    image = await codec.decode(file, type)
  } catch {
    return { error: undecodable }
  }
  try {
    const fits = Math.max(image.width, image.height) <= KYC_PHOTO_MAX_SIDE
    if (type !== 'heic' && fits && file.size <= KYC_PHOTO_MAX_BYTES) return { blob: file, type }
    const size = fitWithin(image.width, image.height)
    let jpeg: Blob
    try {
      jpeg = await codec.toJpeg(image, size.width, size.height, KYC_JPEG_QUALITY)
    } catch {
      return { error: undecodable }
    }
    if (jpeg.size > KYC_PHOTO_MAX_BYTES) return { error: 'size' }
    return { blob: jpeg, type: 'jpeg' }
  } finally {
    image.close?.()
  }
}
