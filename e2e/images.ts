// Image files made in the test, so no binary fixture sits in the repository.
import { deflateSync } from 'node:zlib'
import { PNG_SIGNATURE, pngChunk } from '../packages/server/src/modules/kyc/kyc.fixtures'

/**
 * An RGB PNG of `width` × `height` with a smooth gradient: the pixel size of a phone photo
 * (12 MP is 4032 × 3024) in well under a megabyte.
 */
export function gradientPng(width: number, height: number): Buffer {
  const row = Buffer.alloc(1 + width * 3)
  const rows: Buffer[] = []
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      row[1 + x * 3] = Math.floor((x / width) * 255)
      row[2 + x * 3] = Math.floor((y / height) * 255)
      row[3 + x * 3] = 128
    }
    rows.push(Buffer.from(row))
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows), { level: 6 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}
