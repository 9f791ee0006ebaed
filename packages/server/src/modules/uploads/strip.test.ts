import { sniffImageType } from '@bourse/rules/kyc'
import { describe, expect, it } from 'vitest'
import {
  bmp,
  COMMENT,
  contains,
  EXIF,
  JFIF,
  jpeg,
  jpegSegment,
  png,
  pngChunk,
  pngParts,
  PNG_SIGNATURE,
} from '../kyc/kyc.fixtures'
import { ImageStructureError, stripJpeg, stripMetadata, stripPng } from './strip'

const XMP = jpegSegment(0xe1, 'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>Alice</x:xmpmeta>')
const ICC = jpegSegment(0xe2, 'ICC_PROFILE\0\x01\x01profile-bytes')
const ADOBE = jpegSegment(0xee, Buffer.from('Adobe\0\x64\0\0\0\0\x01', 'latin1'))
const PHOTOSHOP = jpegSegment(0xed, 'Photoshop 3.0\x008BIM caption Alice')

describe('stripJpeg', () => {
  const cases: { name: string; segments: Buffer[]; gone: string[]; kept: Buffer[] }[] = [
    { name: 'a clean JFIF file', segments: [JFIF], gone: [], kept: [JFIF] },
    { name: 'EXIF (APP1)', segments: [JFIF, EXIF], gone: ['Exif', 'Canon', 'GPS'], kept: [JFIF] },
    { name: 'XMP (APP1)', segments: [JFIF, XMP], gone: ['xmpmeta', 'Alice'], kept: [JFIF] },
    { name: 'an ICC profile (APP2)', segments: [JFIF, ICC], gone: ['ICC_PROFILE'], kept: [JFIF] },
    { name: 'Photoshop IRB (APP13)', segments: [JFIF, PHOTOSHOP], gone: ['8BIM'], kept: [JFIF] },
    { name: 'a comment (COM)', segments: [JFIF, COMMENT], gone: ['Alice'], kept: [JFIF] },
    { name: 'EXIF without JFIF', segments: [EXIF], gone: ['Exif'], kept: [] },
    {
      name: 'Adobe (APP14) kept for the colour transform',
      segments: [JFIF, EXIF, ADOBE],
      gone: ['Exif'],
      kept: [JFIF, ADOBE],
    },
  ]
  it.each(cases)('removes metadata: $name', ({ segments, gone, kept }) => {
    const input = jpeg(segments)
    const out = stripJpeg(input)
    expect(sniffImageType(out)).toBe('jpeg')
    for (const text of gone) expect(contains(out, text), text).toBe(false)
    // The result is exactly the clean file made with the kept segments only.
    expect(out.equals(jpeg(kept))).toBe(true)
  })

  it('copies everything from the scan on untouched, even bytes that look like EXIF', () => {
    const input = Buffer.concat([jpeg([JFIF, EXIF]), Buffer.from('Exif trailing', 'latin1')])
    const out = stripJpeg(input)
    const sos = input.indexOf(Buffer.from([0xff, 0xda]))
    expect(out.subarray(out.indexOf(Buffer.from([0xff, 0xda]))).equals(input.subarray(sos))).toBe(
      true,
    )
  })

  it('skips fill bytes before a marker', () => {
    const input = jpeg([JFIF, Buffer.from([0xff]), EXIF])
    expect(stripJpeg(input).equals(jpeg([JFIF]))).toBe(true)
  })

  it.each([
    ['no SOI', Buffer.from('hello world')],
    ['truncated segment', jpeg([JFIF, EXIF]).subarray(0, 30)],
    ['no scan', Buffer.concat([Buffer.from([0xff, 0xd8]), JFIF, Buffer.from([0xff, 0xd9])])],
    [
      'garbage between segments',
      Buffer.concat([Buffer.from([0xff, 0xd8]), JFIF, Buffer.from('x')]),
    ],
  ])('refuses a broken JPEG: %s', (_name, input) => {
    expect(() => stripJpeg(input)).toThrow(ImageStructureError)
  })
})

describe('stripPng', () => {
  const text = (type: string, body: string) => pngChunk(type, body)
  const cases: { name: string; extra: Buffer[]; gone: string[]; kept: Buffer[] }[] = [
    { name: 'a clean file', extra: [], gone: [], kept: [] },
    {
      name: 'tEXt',
      extra: [text('tEXt', 'Author\0Alice')],
      gone: ['tEXt', 'Alice'],
      kept: [],
    },
    { name: 'zTXt', extra: [text('zTXt', 'Comment\0\0xyz')], gone: ['zTXt'], kept: [] },
    {
      name: 'iTXt',
      extra: [text('iTXt', 'XML:com.adobe.xmp\0\0\0\0\0<x/>')],
      gone: ['iTXt'],
      kept: [],
    },
    { name: 'eXIf', extra: [text('eXIf', 'MM\0*GPS')], gone: ['eXIf', 'GPS'], kept: [] },
    {
      name: 'tIME',
      extra: [text('tIME', '\x07\xea\x0b\x17\x10\x00\x00')],
      gone: ['tIME'],
      kept: [],
    },
    { name: 'a private chunk', extra: [text('prVt', 'secret')], gone: ['secret'], kept: [] },
    {
      name: 'display chunks kept',
      extra: [text('gAMA', '\0\0\xb1\x8f'), text('sRGB', '\0'), text('tEXt', 'A\0B')],
      gone: ['tEXt'],
      kept: [text('gAMA', '\0\0\xb1\x8f'), text('sRGB', '\0')],
    },
  ]
  it.each(cases)('removes metadata: $name', ({ extra, gone, kept }) => {
    const out = stripPng(png(extra))
    expect(sniffImageType(out)).toBe('png')
    for (const t of gone) expect(contains(out, t), t).toBe(false)
    expect(out.equals(png(kept))).toBe(true)
  })

  it('drops whatever follows IEND', () => {
    const input = Buffer.concat([png(), Buffer.from('hidden zip archive')])
    expect(stripPng(input).equals(png())).toBe(true)
  })

  it.each([
    ['no signature', Buffer.from('PNG but not really')],
    [
      'no IEND',
      (() => {
        const p = pngParts()
        return Buffer.concat([PNG_SIGNATURE, p.ihdr, p.idat])
      })(),
    ],
    ['a chunk running past the end', png().subarray(0, 40)],
  ])('refuses a broken PNG: %s', (_name, input) => {
    expect(() => stripPng(input)).toThrow(ImageStructureError)
  })
})

describe('stripMetadata', () => {
  it('stores a BMP as it is', () => {
    const input = bmp(3, 3)
    expect(stripMetadata('bmp', input).equals(input)).toBe(true)
  })

  it('routes by type', () => {
    expect(contains(stripMetadata('jpeg', jpeg([JFIF, EXIF])), 'Exif')).toBe(false)
    expect(contains(stripMetadata('png', png([pngChunk('tEXt', 'a\0b')])), 'tEXt')).toBe(false)
  })
})
