/** Colours and font the canvas chart needs, read from the theme's custom properties. */
export type ChartColors = {
  background: string
  text: string
  grid: string
  border: string
  crosshair: string
  rise: string
  fall: string
  riseVolume: string
  fallVolume: string
  fontFamily: string
}

const read = (style: CSSStyleDeclaration, name: string, fallback: string) =>
  style.getPropertyValue(name).trim() || fallback

/**
 * Turns `#rgb`, `#rrggbb` or `rgb()/rgba()` into `rgba()` with the given alpha; other colour
 * syntaxes are returned unchanged (the chart then draws them opaque).
 */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)
  if (hex) {
    const digits = hex[1] as string
    const full =
      digits.length === 3
        ? digits
            .split('')
            .map((d) => d + d)
            .join('')
        : digits
    const n = Number.parseInt(full, 16)
    return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(color)
  if (rgb) return `rgba(${rgb[1]}, ${rgb[2]}, ${rgb[3]}, ${alpha})`
  return color
}

/**
 * Reads the current theme at `element`: the custom properties resolve through `data-theme` and
 * `data-updown` on an ancestor, so rise/fall follow the green-up/red-up choice.
 */
export function readChartColors(element: Element): ChartColors {
  const style = getComputedStyle(element)
  const rise = read(style, '--bourse-color-rise', '#13a06b')
  const fall = read(style, '--bourse-color-fall', '#e0334a')
  return {
    background: read(style, '--bourse-color-bg-surface', '#ffffff'),
    text: read(style, '--bourse-color-text-muted', '#6b7585'),
    grid: read(style, '--bourse-color-border-subtle', '#e8ebf0'),
    border: read(style, '--bourse-color-border-default', '#d6dbe3'),
    crosshair: read(style, '--bourse-color-text-muted', '#6b7585'),
    rise,
    fall,
    riseVolume: withAlpha(rise, 0.45),
    fallVolume: withAlpha(fall, 0.45),
    fontFamily: read(style, '--bourse-font-family-sans', 'sans-serif'),
  }
}
