import { breakpoint, colorModes, font, motion, radius, shadow, size, space, zIndex } from './tokens'
import type { ColorToken } from './tokens'

/** `bgSurface` -> `bg-surface` */
export const kebab = (key: string): string => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** Name of the CSS custom property for a token, e.g. `cssVarName('color', 'bgSurface')`. */
export const cssVarName = (group: string, key: string): string =>
  `--bourse-${group}-${kebab(String(key))}`

type VarRefs<T> = { readonly [K in keyof T]: string }

const refs = <T extends Record<string, unknown>>(group: string, source: T): VarRefs<T> => {
  const out: Record<string, string> = {}
  for (const key of Object.keys(source)) out[key] = `var(${cssVarName(group, key)})`
  return out as VarRefs<T>
}

/** Colour roles that depend on the up/down preference, on top of the mode colours. */
const updownColors = {
  rise: '',
  fall: '',
  riseSubtle: '',
  fallSubtle: '',
}

/** Semantic tones used by `tone` props. positive/negative follow the user's up/down colours. */
const toneColors = {
  positive: 'var(--bourse-color-rise)',
  positiveSubtle: 'var(--bourse-color-rise-subtle)',
  negative: 'var(--bourse-color-fall)',
  negativeSubtle: 'var(--bourse-color-fall-subtle)',
} as const

/**
 * The styled-components theme. Every value is a `var(--bourse-...)` reference, so switching
 * `data-theme` or `data-updown` repaints without re-rendering React.
 */
export const theme = {
  color: {
    ...refs('color', colorModes.light as Record<ColorToken, string>),
    ...refs('color', updownColors),
    ...toneColors,
  },
  space: refs('space', space),
  radius: refs('radius', radius),
  font: {
    family: refs('font-family', font.family),
    size: refs('font-size', font.size),
    weight: refs('font-weight', font.weight),
    lineHeight: refs('line-height', font.lineHeight),
  },
  size: refs('size', size),
  motion: {
    duration: refs('duration', motion.duration),
    easing: refs('easing', motion.easing),
  },
  zIndex: refs('z', zIndex),
  shadow: refs('shadow', shadow),
  /** Media queries cannot use custom properties, so breakpoints stay literal. */
  breakpoint,
} as const

export type BourseTheme = typeof theme

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  export interface DefaultTheme extends BourseTheme {}
}

const declarations = (group: string, source: Record<string, string | number>): string =>
  Object.entries(source)
    .map(([key, value]) => `${cssVarName(group, key)}: ${value};`)
    .join('\n')

/** Custom properties that do not depend on the colour mode. */
export const staticCssVars = [
  declarations('space', space),
  declarations('radius', radius),
  declarations('font-family', font.family),
  declarations('font-size', font.size),
  declarations('font-weight', font.weight),
  declarations('line-height', font.lineHeight),
  declarations('size', size),
  declarations('duration', motion.duration),
  declarations('easing', motion.easing),
  declarations('z', zIndex),
  declarations('shadow', shadow),
].join('\n')

/** Colour custom properties for one mode. */
export const modeCssVars = (mode: 'light' | 'dark'): string =>
  declarations('color', colorModes[mode])
