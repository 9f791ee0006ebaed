/**
 * Real-name verification rules shared by the uploader, the site and the server: what a photo may
 * be (judged by its bytes, never its name), which photos each certificate needs, and how the
 * submitted fields are checked and masked.
 */
import { isNationality } from './nationality'

/** The image types the server stores. */
export const KYC_PHOTO_TYPES = ['jpeg', 'png', 'bmp'] as const
export type KycImageType = (typeof KYC_PHOTO_TYPES)[number]
/** A photo is refused above this size (after a phone photo is converted and downscaled). */
export const KYC_PHOTO_MAX_BYTES = 8 * 1024 * 1024
export const KYC_PHOTO_MIME: Record<KycImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  bmp: 'image/bmp',
}
/**
 * What the file picker offers: the stored types, and phone photos (HEIC/HEIF) that the browser
 * converts to JPEG before upload.
 */
export const KYC_PICKER_ACCEPT =
  'image/jpeg,image/png,image/bmp,image/heic,image/heif,.jpg,.jpeg,.png,.bmp,.heic,.heif'
/** The longest side a photo is downscaled to before upload (a 48 MP phone photo is ~8000 px). */
export const KYC_PHOTO_MAX_SIDE = 2560

export type KycCertType = 'id_card' | 'passport'
export type KycPhotoSlot = 'front' | 'back' | 'hand'

const DIB_HEADER_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124])
const HEIF_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
])

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length))

/**
 * The image type of a file's first bytes (at least 30 are needed for BMP): `jpeg`, `png`, `bmp`,
 * `heic` for a phone's HEIC/HEIF photo (to be converted), or null for anything else.
 */
export function sniffImageType(bytes: Uint8Array): KycImageType | 'heic' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg'
  if (
    bytes.length >= 8 &&
    bytes[0] === 0x89 &&
    ascii(bytes, 1, 3) === 'PNG' &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a &&
    bytes[6] === 0x1a &&
    bytes[7] === 0x0a
  )
    return 'png'
  if (bytes.length >= 18 && bytes[0] === 0x42 && bytes[1] === 0x4d) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    const dib = view.getUint32(14, true)
    const offset = view.getUint32(10, true)
    if (DIB_HEADER_SIZES.has(dib) && offset >= 14 + dib && view.getUint16(6, true) === 0)
      return 'bmp'
    return null
  }
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 4)))
    return 'heic'
  return null
}

/** The photos a certificate type needs, in the order they are asked for. */
export function kycPhotoSlots(certType: KycCertType): KycPhotoSlot[] {
  return certType === 'passport' ? ['front', 'hand'] : ['front', 'back', 'hand']
}

export type KycErrorCode =
  | 'kyc.cert.type.missing'
  | 'kyc.photo.missing'
  | 'kyc.name.invalid'
  | 'kyc.nationality.invalid'
  | 'kyc.cert.number.invalid'

export interface KycSubmission {
  certType?: KycCertType | undefined
  realName: string
  /** ISO 3166-1 alpha-2 (`NL`); absent or empty while none is chosen. */
  nationality?: string | undefined
  certNumber: string
  /** Uploaded photo ids (or anything truthy) by slot. */
  photos: Partial<Record<KycPhotoSlot, string | undefined>>
}

/** Letters (any script) with spaces, dots, apostrophes, hyphens and middle dots; 2 to 100. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’·-]{0,98}[\p{L}\p{M}.]$/u
const CERT_NUMBER: Record<KycCertType, RegExp> = {
  id_card: /^[A-Z0-9]{6,30}$/,
  passport: /^[A-Z0-9]{6,20}$/,
}

/** The certificate number as stored: spaces removed, upper-case. */
export const normaliseCertNumber = (raw: string) => raw.replace(/\s+/g, '').toUpperCase()

/**
 * The first problem of a submission, in the order the user meets them: the certificate type,
 * then the photos, then the name, nationality and number; null when it may be submitted.
 */
export function validateKycSubmission(input: KycSubmission): KycErrorCode | null {
  if (!input.certType) return 'kyc.cert.type.missing'
  if (kycPhotoSlots(input.certType).some((slot) => !input.photos[slot])) return 'kyc.photo.missing'
  if (!NAME.test(input.realName.trim())) return 'kyc.name.invalid'
  if (!isNationality(input.nationality)) return 'kyc.nationality.invalid'
  if (!CERT_NUMBER[input.certType].test(normaliseCertNumber(input.certNumber)))
    return 'kyc.cert.number.invalid'
  return null
}

/** `A************`: the first character, then one star per character. */
export function maskRealName(name: string): string {
  const chars = [...name.trim()]
  return chars.length === 0 ? '' : chars[0] + '*'.repeat(chars.length - 1)
}

/** `NX*****Q2`: the first two and last two characters. */
export function maskCertNumber(number: string): string {
  const n = normaliseCertNumber(number)
  return n.length <= 4
    ? '*'.repeat(n.length)
    : n.slice(0, 2) + '*'.repeat(n.length - 4) + n.slice(-2)
}
