/**
 * WCAG 2.x contrast of colour token values, so the Colour page computes its ratios from the
 * tokens instead of quoting figures that drift. Accepts what tokens.ts holds: `#rgb`, `#rrggbb`
 * and `rgb()/rgba()`.
 */

/** A colour as 0–255 channels and 0–1 alpha. */
export type Rgba = { r: number; g: number; b: number; a: number }

/** Parses a token value; null for anything else (a `var(...)`, a named colour). */
export function parseColor(value: string): Rgba | null {
  const text = value.trim().toLowerCase()
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)
  if (hex?.[1]) {
    const digits =
      hex[1].length === 3
        ? hex[1]
            .split('')
            .map((d) => d + d)
            .join('')
        : hex[1]
    return {
      r: parseInt(digits.slice(0, 2), 16),
      g: parseInt(digits.slice(2, 4), 16),
      b: parseInt(digits.slice(4, 6), 16),
      a: 1,
    }
  }
  const fn = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+))?\s*\)$/.exec(
    text,
  )
  if (fn?.[1] && fn[2] && fn[3]) {
    return { r: Number(fn[1]), g: Number(fn[2]), b: Number(fn[3]), a: fn[4] ? Number(fn[4]) : 1 }
  }
  return null
}

/** A translucent colour as it shows over an opaque one. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a)
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 }
}

const channel = (value: number): number => {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** WCAG relative luminance of an opaque colour. */
export function luminance({ r, g, b }: Rgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/**
 * Contrast ratio (1–21) of a text colour on a background. A translucent background is first laid
 * over `canvas` (the page behind it), a translucent text over the result. Null when a value
 * cannot be read.
 */
export function contrastRatio(text: string, background: string, canvas = '#ffffff'): number | null {
  const fg = parseColor(text)
  const bg = parseColor(background)
  const base = parseColor(canvas)
  if (!fg || !bg || !base) return null
  const solidBg = bg.a < 1 ? over(bg, base) : bg
  const solidFg = fg.a < 1 ? over(fg, solidBg) : fg
  const [light, dark] = [luminance(solidFg), luminance(solidBg)].sort((x, y) => y - x) as [
    number,
    number,
  ]
  return (light + 0.05) / (dark + 0.05)
}

/** The WCAG level a ratio reaches for body text: AAA (7), AA (4.5), AA large text only (3). */
export function contrastLevel(ratio: number): 'AAA' | 'AA' | 'AA large' | 'fails' {
  if (ratio >= 7) return 'AAA'
  if (ratio >= 4.5) return 'AA'
  if (ratio >= 3) return 'AA large'
  return 'fails'
}
