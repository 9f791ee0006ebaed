import type { KycImageType } from '@bourse/rules/kyc'
/**
 * Removes metadata (EXIF with its GPS position and camera serial, comments, text chunks, times)
 * from an uploaded photo (verification, feedback) before it is stored, without decoding or
 * re-encoding the image.
 */

/** The image is not what its first bytes said (truncated or corrupt structure). */
export class ImageStructureError extends Error {
  override name = 'ImageStructureError'
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/**
 * Ancillary PNG chunks that only say how to show the pixels; every other ancillary chunk (tEXt,
 * zTXt, iTXt, eXIf, tIME, private ones) goes. Critical chunks (upper-case first letter) stay.
 */
const PNG_KEPT_ANCILLARY = new Set(['tRNS', 'gAMA', 'sRGB', 'cHRM', 'iCCP'])

const APP0 = 0xe0
const APP14 = 0xee
const COM = 0xfe
const SOS = 0xda

/**
 * JPEG: drops APP1..APP15 (EXIF, XMP, ICC, maker notes, Photoshop IRB) and COM segments, but keeps
 * APP0 (JFIF) and an APP14 "Adobe" segment, which tells the decoder the colour transform and
 * carries no personal data. Everything from the first SOS on (the scans) is copied untouched.
 */
export function stripJpeg(input: Uint8Array): Buffer {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength)
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8)
    throw new ImageStructureError('not a JPEG')
  const kept: Buffer[] = [bytes.subarray(0, 2)]
  let at = 2
  for (;;) {
    if (at >= bytes.length) throw new ImageStructureError('JPEG ends before its image data')
    if (bytes[at] !== 0xff) throw new ImageStructureError(`JPEG marker expected at ${at}`)
    // Any number of 0xFF fill bytes may precede a marker.
    let m = at + 1
    while (m < bytes.length && bytes[m] === 0xff) m++
    const marker = bytes[m]
    if (marker === undefined) throw new ImageStructureError('JPEG ends inside a marker')
    if (marker === SOS) {
      kept.push(bytes.subarray(m - 1))
      return Buffer.concat(kept)
    }
    // Markers without a length: TEM and RSTn (EOI before SOS means no image).
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      kept.push(bytes.subarray(m - 1, m + 1))
      at = m + 1
      continue
    }
    if (marker === 0xd9 || marker === 0xd8 || marker === 0x00)
      throw new ImageStructureError(`unexpected JPEG marker ${marker.toString(16)}`)
    if (m + 3 > bytes.length) throw new ImageStructureError('JPEG ends inside a segment')
    const length = bytes.readUInt16BE(m + 1)
    const end = m + 1 + length
    if (length < 2 || end > bytes.length)
      throw new ImageStructureError('JPEG segment runs past the end')
    const isApp = marker >= APP0 && marker <= 0xef
    const adobe = marker === APP14 && bytes.toString('latin1', m + 3, m + 8) === 'Adobe'
    const drop = marker === COM || (isApp && marker !== APP0 && !adobe)
    if (!drop) kept.push(bytes.subarray(m - 1, end))
    at = end
  }
}

/**
 * PNG: keeps the critical chunks (IHDR, PLTE, IDAT, IEND) and the display chunks of
 * {@link PNG_KEPT_ANCILLARY}; drops text, EXIF, time and private chunks and anything after IEND.
 */
export function stripPng(input: Uint8Array): Buffer {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength)
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE))
    throw new ImageStructureError('not a PNG')
  const kept: Buffer[] = [PNG_SIGNATURE]
  let at = 8
  for (;;) {
    if (at + 12 > bytes.length) throw new ImageStructureError('PNG ends before IEND')
    const length = bytes.readUInt32BE(at)
    const type = bytes.toString('latin1', at + 4, at + 8)
    const end = at + 12 + length
    if (!/^[A-Za-z]{4}$/.test(type) || end > bytes.length)
      throw new ImageStructureError(`PNG chunk at ${at} is corrupt`)
    const critical = type.charCodeAt(0) < 0x61
    if (critical || PNG_KEPT_ANCILLARY.has(type)) kept.push(bytes.subarray(at, end))
    if (type === 'IEND') return Buffer.concat(kept)
    at = end
  }
}

/** The stored bytes of an accepted photo: JPEG and PNG stripped, BMP (no metadata) as it is. */
export function stripMetadata(type: KycImageType, bytes: Uint8Array): Buffer {
  switch (type) {
    case 'jpeg':
      return stripJpeg(bytes)
    case 'png':
      return stripPng(bytes)
    case 'bmp':
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  }
}
