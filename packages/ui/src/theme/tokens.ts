/**
 * Design tokens: the only file in @bourse/ui that holds raw colours, lengths and durations.
 * Everything else reads them through the theme object (CSS custom properties).
 */

/** Raw palette. Semantic colours below pick from it; components never use it directly. */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  neutral: {
    0: '#ffffff',
    25: '#f8f9fb',
    50: '#f2f4f7',
    100: '#e8ebf0',
    200: '#d6dbe3',
    300: '#b8c0cc',
    400: '#8b95a5',
    500: '#6b7585',
    600: '#535c6b',
    700: '#3a414d',
    750: '#2e343e',
    800: '#242a33',
    850: '#1c2129',
    900: '#161a20',
    950: '#0f1217',
    1000: '#0a0c10',
  },
  blue: {
    100: '#dce9ff',
    300: '#8db6ff',
    400: '#5c95f7',
    500: '#2f6fe4',
    600: '#1f5ccc',
    700: '#1a4ca8',
  },
  green: {
    100: '#d9f5e9',
    400: '#2ebd85',
    500: '#13a06b',
    700: '#0b7a50',
  },
  red: {
    100: '#fde2e6',
    400: '#f6465d',
    500: '#e0334a',
    700: '#bd2338',
  },
  amber: {
    100: '#fff1d1',
    400: '#f0b90b',
    500: '#d99c00',
    700: '#8f6500',
  },
  purple: {
    400: '#a08af0',
    500: '#7a5ce0',
  },
  teal: {
    400: '#2cc4d4',
    500: '#0b93a3',
  },
} as const

/** Semantic colours per colour mode. Keys become `--bourse-color-<kebab-key>`. */
const light = {
  bgCanvas: palette.neutral[50],
  bgSurface: palette.neutral[0],
  bgRaised: palette.neutral[0],
  bgSunken: palette.neutral[25],
  bgHover: palette.neutral[100],
  bgActive: palette.neutral[200],
  bgInverse: palette.neutral[900],
  bgOverlay: 'rgba(10, 12, 16, 0.5)',
  textPrimary: palette.neutral[900],
  textSecondary: palette.neutral[700],
  textMuted: palette.neutral[600],
  textDisabled: palette.neutral[400],
  textInverse: palette.neutral[0],
  textOnBrand: palette.white,
  borderSubtle: palette.neutral[100],
  borderDefault: palette.neutral[200],
  borderStrong: palette.neutral[300],
  brand: palette.blue[600],
  brandHover: palette.blue[700],
  brandSubtle: palette.blue[100],
  brandText: palette.blue[600],
  focusRing: palette.blue[500],
  green: palette.green[700],
  greenSubtle: palette.green[100],
  red: palette.red[700],
  redSubtle: palette.red[100],
  warning: palette.amber[700],
  warningSubtle: palette.amber[100],
  warningStrong: palette.amber[400],
  info: palette.blue[600],
  infoSubtle: palette.blue[100],
  danger: palette.red[700],
  dangerHover: '#9e1a2d',
  textOnDanger: palette.white,
  skeleton: palette.neutral[100],
  skeletonHighlight: palette.neutral[50],
  scrollbar: palette.neutral[300],
  /* Series of charts that split a whole (allocation): distinct hues, then the "other" grey. */
  chart1: palette.blue[500],
  chart2: palette.green[500],
  chart3: palette.amber[500],
  chart4: palette.red[500],
  chart5: palette.purple[500],
  chart6: palette.teal[500],
  chartOther: palette.neutral[400],
  shadowColor: 'rgba(15, 18, 23, 0.12)',
} as const

type ColorMode = Record<keyof typeof light, string>

const dark: ColorMode = {
  bgCanvas: palette.neutral[1000],
  bgSurface: palette.neutral[900],
  bgRaised: palette.neutral[850],
  bgSunken: palette.neutral[950],
  bgHover: palette.neutral[800],
  bgActive: palette.neutral[750],
  bgInverse: palette.neutral[100],
  bgOverlay: 'rgba(0, 0, 0, 0.6)',
  textPrimary: palette.neutral[100],
  textSecondary: palette.neutral[300],
  textMuted: palette.neutral[400],
  textDisabled: palette.neutral[600],
  textInverse: palette.neutral[900],
  textOnBrand: palette.white,
  borderSubtle: palette.neutral[850],
  borderDefault: palette.neutral[750],
  borderStrong: palette.neutral[600],
  brand: palette.blue[600],
  brandHover: palette.blue[500],
  brandSubtle: 'rgba(47, 111, 228, 0.18)',
  brandText: palette.blue[300],
  focusRing: palette.blue[400],
  green: palette.green[400],
  greenSubtle: 'rgba(46, 189, 133, 0.14)',
  red: palette.red[400],
  // Fainter than the other tints: red text on it (pills, badges, alerts) on bgSurface keeps
  // 4.51:1, where 0.14 gave 4.28:1 and failed WCAG AA.
  redSubtle: 'rgba(246, 70, 93, 0.1)',
  warning: palette.amber[400],
  warningSubtle: 'rgba(240, 185, 11, 0.14)',
  warningStrong: palette.amber[400],
  info: palette.blue[300],
  infoSubtle: 'rgba(47, 111, 228, 0.16)',
  danger: palette.red[700],
  dangerHover: palette.red[500],
  textOnDanger: palette.white,
  skeleton: palette.neutral[800],
  skeletonHighlight: palette.neutral[750],
  scrollbar: palette.neutral[700],
  chart1: palette.blue[400],
  chart2: palette.green[400],
  chart3: palette.amber[400],
  chart4: palette.red[400],
  chart5: palette.purple[400],
  chart6: palette.teal[400],
  chartOther: palette.neutral[500],
  shadowColor: 'rgba(0, 0, 0, 0.5)',
}

export const colorModes: { light: ColorMode; dark: ColorMode } = { light, dark }
export type ColorToken = keyof typeof light

/** 4 px grid; dense desktop spacing. */
export const space = {
  0: '0',
  1: '2px',
  2: '4px',
  3: '6px',
  4: '8px',
  5: '12px',
  6: '16px',
  7: '20px',
  8: '24px',
  9: '32px',
  10: '40px',
  11: '48px',
  12: '64px',
} as const

export const radius = {
  none: '0',
  sm: '2px',
  md: '4px',
  lg: '8px',
  xl: '12px',
  full: '9999px',
} as const

export const font = {
  family: {
    sans: "'Liberation Sans', Arial, 'Noto Sans CJK SC', 'Noto Sans Thai', sans-serif",
    mono: "'Liberation Mono', monospace",
  },
  size: {
    xs: '11px',
    sm: '12px',
    md: '13px',
    lg: '14px',
    xl: '16px',
    xxl: '20px',
    display: '28px',
  },
  weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
} as const

export const size = {
  borderWidth: '1px',
  focusRingWidth: '2px',
  controlSm: '24px',
  controlMd: '32px',
  controlLg: '40px',
  iconSm: '12px',
  iconMd: '16px',
  iconLg: '20px',
  iconXl: '48px',
  checkbox: '14px',
  tooltipMaxWidth: '280px',
  hoverCardWidth: '240px',
  modalSm: '400px',
  modalMd: '520px',
  modalLg: '720px',
  drawer: '400px',
  toastWidth: '320px',
  container: '1200px',
  containerWide: '1440px',
  stepDot: '24px',
  stepLine: '1px',
  sliderTrack: '4px',
  sliderThumb: '14px',
  sliderMark: '8px',
} as const

export const motion = {
  duration: {
    instant: '0ms',
    fast: '100ms',
    normal: '180ms',
    slow: '300ms',
    shimmer: '1400ms',
    spin: '700ms',
  },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0.2, 1)',
    exit: 'cubic-bezier(0.4, 0, 1, 1)',
  },
} as const

export const zIndex = {
  base: '0',
  raised: '10',
  sticky: '100',
  dropdown: '1000',
  overlay: '1200',
  modal: '1300',
  toast: '1400',
  tooltip: '1500',
} as const

/** Shadows are built from the mode's `shadowColor`, so they adapt to the colour mode. */
export const shadow = {
  sm: '0 1px 2px var(--bourse-color-shadow-color)',
  md: '0 4px 12px var(--bourse-color-shadow-color)',
  lg: '0 12px 32px var(--bourse-color-shadow-color)',
} as const

export const breakpoint = { desktop: '1024px', wide: '1440px' } as const
