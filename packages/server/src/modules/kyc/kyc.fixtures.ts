// Image files made in the tests, so no binary fixture sits in the repository.
import { deflateSync } from 'node:zlib'

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let c = 0xffffffff
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/** One PNG chunk with its length and CRC. */
export function pngChunk(type: string, data: Buffer | string): Buffer {
  const body = typeof data === 'string' ? Buffer.from(data, 'latin1') : data
  const head = Buffer.alloc(8)
  head.writeUInt32BE(body.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0)
  return Buffer.concat([head, body, crc])
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** The chunks of a 2 × 2 RGB PNG, to be put together with extra chunks between them. */
export function pngParts() {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(2, 0)
  ihdr.writeUInt32BE(2, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  const rows = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255])
  return {
    ihdr: pngChunk('IHDR', ihdr),
    idat: pngChunk('IDAT', deflateSync(Buffer.concat([rows, rows]))),
    iend: pngChunk('IEND', Buffer.alloc(0)),
  }
}

/** A valid 2 × 2 PNG with `extra` chunks after IHDR. */
export function png(extra: Buffer[] = []): Buffer {
  const p = pngParts()
  return Buffer.concat([PNG_SIGNATURE, p.ihdr, ...extra, p.idat, p.iend])
}

/** A JPEG segment: marker 0xFFxx, big-endian length, payload. */
export function jpegSegment(marker: number, payload: Buffer | string): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload, 'latin1') : payload
  const head = Buffer.from([0xff, marker, 0, 0])
  head.writeUInt16BE(body.length + 2, 2)
  return Buffer.concat([head, body])
}

export const JFIF = jpegSegment(
  0xe0,
  Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
)
/** A plausible EXIF block with a camera and a GPS marker in it. */
export const EXIF = jpegSegment(0xe1, 'Exif\0\0MM\0*\0\0\0\x08Canon EOS GPSLatitude 48.8583')
export const COMMENT = jpegSegment(0xfe, 'taken at home by Alice')

/**
 * A valid baseline greyscale 8 × 8 JPEG (one mid-grey block): quantisation, frame, one-code
 * Huffman tables, scan. `beforeFrame` segments go after APP0, as cameras put EXIF.
 */
export function jpeg(beforeFrame: Buffer[] = [JFIF]): Buffer {
  const dqt = jpegSegment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)]))
  const sof = jpegSegment(0xc0, Buffer.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0]))
  // One code of length 1 for symbol 0: DC difference 0, and AC end-of-block.
  const huffman = (tableClass: number) =>
    Buffer.concat([Buffer.from([tableClass << 4, 1]), Buffer.alloc(15), Buffer.from([0])])
  const dht = jpegSegment(0xc4, Buffer.concat([huffman(0), huffman(1)]))
  const sos = jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 63, 0]))
  // Bits 0 (DC 0) and 0 (EOB), padded with ones.
  const scan = Buffer.from([0x3f, 0xff, 0xd9])
  return Buffer.concat([Buffer.from([0xff, 0xd8]), ...beforeFrame, dqt, sof, dht, sos, scan])
}

/**
 * A 32-bit BMP of `width` × `height` whose pixels start at `pixelOffset` (at least 54), so a test
 * can make a file of an exact size: 54 + gap + width × height × 4 bytes, plus `trailing`.
 */
export function bmp(width = 2, height = 2, pixelOffset = 54, trailing = 0): Buffer {
  const pixels = width * height * 4
  const file = Buffer.alloc(pixelOffset + pixels + trailing, 0x80)
  file.write('BM', 0, 'latin1')
  file.writeUInt32LE(file.length, 2)
  file.writeUInt32LE(0, 6)
  file.writeUInt32LE(pixelOffset, 10)
  file.writeUInt32LE(40, 14)
  file.writeInt32LE(width, 18)
  file.writeInt32LE(height, 22)
  file.writeUInt16LE(1, 26)
  file.writeUInt16LE(32, 28)
  file.writeUInt32LE(0, 30)
  file.writeUInt32LE(pixels, 34)
  file.fill(0, 38, 54)
  return file
}

/** A GIF89a header and an empty image: not a type the server stores. */
export const GIF = Buffer.from('474946383961010001000000002c00000000010001000002003b', 'hex')

/** The start of an iPhone HEIC photo (ftyp box, brand heic). */
export const HEIC = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
  Buffer.alloc(64, 0),
])

/** Whether `needle` occurs in `haystack` (latin1 text). */
export const contains = (haystack: Buffer, needle: string) =>
  haystack.indexOf(Buffer.from(needle, 'latin1')) !== -1
