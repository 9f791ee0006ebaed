import { describe, expect, it } from 'vitest'
import {
  KYC_PHOTO_MAX_BYTES,
  kycPhotoSlots,
  maskCertNumber,
  maskRealName,
  sniffImageType,
  validateKycSubmission,
} from './kyc'
import { isNationality, NATIONALITY_CODES } from './nationality'

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  )

/** A BMP header: "BM", file size, reserved, pixel offset, then the DIB header's size. */
function bmp(dibSize: number): Uint8Array {
  const out = new Uint8Array(30)
  out.set([0x42, 0x4d])
  new DataView(out.buffer).setUint32(2, 30, true)
  new DataView(out.buffer).setUint32(10, 14 + dibSize, true)
  new DataView(out.buffer).setUint32(14, dibSize, true)
  return out
}

describe('sniffImageType', () => {
  it.each([
    ['JPEG (JFIF)', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'), 'jpeg'],
    ['JPEG (EXIF)', bytes(0xff, 0xd8, 0xff, 0xe1, 0x12, 0x34, 'Exif'), 'jpeg'],
    ['PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'IHDR'), 'png'],
    ['BMP (BITMAPINFOHEADER)', bmp(40), 'bmp'],
    ['BMP (V5 header)', bmp(124), 'bmp'],
    ['HEIC', bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0, 0, 0), 'heic'],
    ['HEIF (mif1)', bytes(0, 0, 0, 0x18, 'ftypmif1', 0, 0, 0, 0), 'heic'],
    ['text renamed .jpg', bytes('hello, this is not a photo'), null],
    ['"BM" text', bytes('BMW owners club, 2024 edition....'), null],
    ['truncated PNG signature', bytes(0x89, 'PNG'), null],
    ['GIF', bytes('GIF89a', 1, 0, 1, 0), null],
    ['MP4 (ftyp isom)', bytes(0, 0, 0, 0x18, 'ftypisom', 0, 0, 0, 0), null],
    ['empty', bytes(), null],
  ])('%s', (_name, input, expected) => {
    expect(sniffImageType(input)).toBe(expected)
  })
})

describe('kycPhotoSlots', () => {
  it('asks an ID card for front, back and hand-held, a passport for front and hand-held', () => {
    expect(kycPhotoSlots('id_card')).toEqual(['front', 'back', 'hand'])
    expect(kycPhotoSlots('passport')).toEqual(['front', 'hand'])
  })
})

describe('validateKycSubmission', () => {
  const good = {
    certType: 'passport' as const,
    realName: 'Anna de Vries',
    nationality: 'NL',
    certNumber: 'NX4K81PQ2',
    photos: { front: 'a', hand: 'c' },
  }
  it.each([
    ['complete passport', good, null],
    [
      'complete ID card',
      { ...good, certType: 'id_card', photos: { front: 'a', back: 'b', hand: 'c' } },
      null,
    ],
    [
      'no certificate type, nothing else either',
      { realName: '', certNumber: '', photos: {} },
      'kyc.cert.type.missing',
    ],
    ['ID card without its back', { ...good, certType: 'id_card' }, 'kyc.photo.missing'],
    ['no hand-held photo', { ...good, photos: { front: 'a' } }, 'kyc.photo.missing'],
    ['a name of one letter', { ...good, realName: 'A' }, 'kyc.name.invalid'],
    ['a name with digits', { ...good, realName: 'Anna 2' }, 'kyc.name.invalid'],
    ['a name in Thai', { ...good, realName: 'สมชาย ใจดี' }, null],
    ['a name in Chinese', { ...good, realName: '王小明' }, null],
    ['a name with an apostrophe and hyphen', { ...good, realName: "Seán O'Brien-Kelly" }, null],
    ['no nationality', { ...good, nationality: undefined }, 'kyc.nationality.invalid'],
    ['an empty nationality', { ...good, nationality: '' }, 'kyc.nationality.invalid'],
    ['a lower-case code', { ...good, nationality: 'nl' }, 'kyc.nationality.invalid'],
    ['a country name', { ...good, nationality: 'Netherlands' }, 'kyc.nationality.invalid'],
    ['a three-letter code', { ...good, nationality: 'NLD' }, 'kyc.nationality.invalid'],
    ['UK (reserved, not assigned)', { ...good, nationality: 'UK' }, 'kyc.nationality.invalid'],
    ['EU (not a country)', { ...good, nationality: 'EU' }, 'kyc.nationality.invalid'],
    ['Thailand', { ...good, nationality: 'TH' }, null],
    ['Hong Kong', { ...good, nationality: 'HK' }, null],
    [
      'a bad name and no nationality: the name first',
      { ...good, realName: 'A', nationality: '' },
      'kyc.name.invalid',
    ],
    ['a number too short', { ...good, certNumber: 'AB12' }, 'kyc.cert.number.invalid'],
    ['a number with symbols', { ...good, certNumber: 'AB12#4567' }, 'kyc.cert.number.invalid'],
    ['a number with spaces (ignored)', { ...good, certNumber: 'NX4 K81 PQ2' }, null],
  ] as const)('%s', (_name, input, expected) => {
    expect(validateKycSubmission(input)).toBe(expected)
  })
})

describe('masking', () => {
  it.each([
    ['Anna de Vries', 'A************'],
    ['王小明', '王**'],
  ])('maskRealName(%s)', (name, masked) => expect(maskRealName(name)).toBe(masked))
  it.each([
    ['NX4K81PQ2', 'NX*****Q2'],
    ['AB1234', 'AB**34'],
  ])('maskCertNumber(%s)', (number, masked) => expect(maskCertNumber(number)).toBe(masked))
})

describe('nationality codes', () => {
  it('are the 249 assigned ISO 3166-1 alpha-2 codes, sorted, each once', () => {
    expect(NATIONALITY_CODES).toHaveLength(249)
    expect(new Set(NATIONALITY_CODES).size).toBe(249)
    expect([...NATIONALITY_CODES].sort()).toEqual(NATIONALITY_CODES)
  })
  it('each has a region name in Intl.DisplayNames', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
    expect(NATIONALITY_CODES.filter((code) => !names.of(code))).toEqual([])
  })
  it.each([
    ['NL', true],
    ['US', true],
    ['GB', true],
    ['nl', false],
    ['UK', false],
    ['XK', false],
    ['', false],
    [undefined, false],
    [42, false],
  ])('isNationality(%j) is %s', (code, expected) => expect(isNationality(code)).toBe(expected))
})

it('allows 8 MB', () => expect(KYC_PHOTO_MAX_BYTES).toBe(8 * 1024 * 1024))
