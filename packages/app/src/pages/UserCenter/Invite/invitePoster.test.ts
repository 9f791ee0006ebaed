import { qrMatrix } from '@bourse/ui'
import { describe, expect, it } from 'vitest'
import {
  wrapLines,
  drawInvitePoster,
  inviteLink,
  POSTER_HEIGHT,
  POSTER_QR,
  POSTER_WIDTH,
  posterFileName,
  type InvitePosterContent,
  type PosterContext,
} from './invitePoster'

type Rect = { x: number; y: number; w: number; h: number; fill: string }

/** A 2D context that records what is drawn. */
function fakeContext() {
  const rects: Rect[] = []
  const texts: { text: string; x: number; y: number; font: string; maxWidth?: number }[] = []
  const ctx = {
    fillStyle: '' as PosterContext['fillStyle'],
    font: '',
    textAlign: 'start' as CanvasTextAlign,
    textBaseline: 'alphabetic' as CanvasTextBaseline,
    fillRect(x: number, y: number, w: number, h: number) {
      rects.push({ x, y, w, h, fill: String(this.fillStyle) })
    },
    fillText(text: string, x: number, y: number, maxWidth?: number) {
      texts.push({ text, x, y, font: this.font, maxWidth })
    },
    // 20 px a character: enough to decide line breaks.
    measureText: (text: string) => ({ width: [...text].length * 20 }) as TextMetrics,
  }
  return { ctx, rects, texts }
}

const content: InvitePosterContent = {
  brand: 'Bourse',
  mark: 'B',
  headline: 'Trade crypto with me on Bourse',
  lead: 'Spot, futures and earn in one account',
  codeLabel: 'Invitation code',
  code: 'BRS7K2QX',
  link: 'https://bourse.example/register?statusType=1&code=BRS7K2QX',
  scan: 'Scan to register',
  fontFamily: 'Test Sans',
}

describe('drawInvitePoster', () => {
  it('covers the whole poster and writes the brand, headline, code and scan line in the page font', () => {
    const { ctx, rects, texts } = fakeContext()
    drawInvitePoster(ctx, content)
    expect(rects[0]).toMatchObject({ x: 0, y: 0, w: POSTER_WIDTH, h: POSTER_HEIGHT })
    const written = texts.map((t) => t.text)
    for (const text of ['Bourse', 'B', content.headline, content.lead, 'BRS7K2QX', content.scan])
      expect(written).toContain(text)
    expect(texts.every((t) => t.font.endsWith('Test Sans'))).toBe(true)
    // Long translations shrink to the poster's width rather than running off it.
    expect(texts.find((t) => t.text === content.headline)?.maxWidth).toBeLessThan(POSTER_WIDTH)
  })

  it('draws the QR code of the link module by module, on white, inside its square', () => {
    const { ctx, rects } = fakeContext()
    drawInvitePoster(ctx, content)
    const matrix = qrMatrix(content.link, 'M')
    let dark = 0
    for (let y = 0; y < matrix.size; y += 1)
      for (let x = 0; x < matrix.size; x += 1) if (matrix.dark(x, y)) dark += 1
    const left = (POSTER_WIDTH - POSTER_QR.size) / 2
    const square = rects.find((r) => r.x === left && r.y === POSTER_QR.top)
    expect(square).toMatchObject({ w: POSTER_QR.size, h: POSTER_QR.size, fill: '#ffffff' })
    const modules = rects.filter((r) => r.fill === '#000000')
    expect(modules).toHaveLength(dark)
    const size = modules[0]?.w ?? 0
    expect(size).toBeGreaterThanOrEqual(2)
    expect(Number.isInteger(size)).toBe(true)
    for (const m of modules) {
      expect(m.x).toBeGreaterThanOrEqual(left + POSTER_QR.quiet * size)
      expect(m.x + m.w).toBeLessThanOrEqual(left + POSTER_QR.size - POSTER_QR.quiet * size)
      expect(m.y + m.h).toBeLessThanOrEqual(POSTER_QR.top + POSTER_QR.size)
    }
  })

  it('draws another QR code for another link', () => {
    const a = fakeContext()
    const b = fakeContext()
    drawInvitePoster(a.ctx, content)
    drawInvitePoster(b.ctx, { ...content, link: `${content.link}X` })
    const dark = (rects: Rect[]) =>
      rects.filter((r) => r.fill === '#000000').map((r) => `${r.x},${r.y}`)
    expect(dark(a.rects)).not.toEqual(dark(b.rects))
  })
})

describe('wrapLines', () => {
  const ctx = { measureText: (text: string) => ({ width: [...text].length * 10 }) as TextMetrics }
  it.each<[string, string, number, string[]]>([
    ['a line that fits', 'Trade with', 2, ['Trade with']],
    ['two lines at a space', 'Trade crypto with me', 2, ['Trade crypto', 'with me']],
    [
      'the rest on the last line',
      'aaa bbb ccc ddd eee fff ggg',
      2,
      ['aaa bbb ccc', 'ddd eee fff ggg'],
    ],
    [
      'no spaces (CJK)',
      '和我一起在交易数字资产吧朋友们',
      2,
      ['和我一起在交易数字资产吧', '朋友们'],
    ],
    ['one line only', 'Trade crypto with me', 1, ['Trade crypto with me']],
  ])('%s', (_name, text, lines, expected) => {
    expect(wrapLines(ctx, text, 120, lines)).toEqual(expected)
  })
})

describe('inviteLink and posterFileName', () => {
  it.each([
    [
      'https://bourse.example',
      'BRS7K2QX',
      'https://bourse.example/register?statusType=1&code=BRS7K2QX',
    ],
    [
      'http://localhost:5173',
      'a b&c',
      'http://localhost:5173/register?statusType=1&code=a%20b%26c',
    ],
  ])('links %s with code %s', (origin, code, link) => {
    expect(inviteLink(origin, code)).toBe(link)
  })

  it.each([
    ['BRS7K2QX', 'bourse-invite-BRS7K2QX.png'],
    ['../x/y', 'bourse-invite-xy.png'],
  ])('names the poster of %s', (code, name) => {
    expect(posterFileName(code)).toBe(name)
  })
})
