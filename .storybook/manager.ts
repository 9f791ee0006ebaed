import { addons } from 'storybook/manager-api'
import { create } from 'storybook/theming'
import { colorModes, font, radius, size, space } from '../packages/ui/src/theme/tokens'

const light = colorModes.light
const logo = parseInt(size.controlSm, 10)

/** Storybook's own chrome in the Bourse light theme: the same tokens the product paints with. */
const bourse = create({
  base: 'light',
  // The title is HTML: the logo beside the name reads better than the square logo alone.
  // The logo is the site's favicon, served by `staticDirs` (main.ts), not a copy.
  brandTitle:
    `<span style="display:inline-flex;align-items:center;gap:${space[4]};` +
    `font-size:${font.size.xl};font-weight:${font.weight.bold}">` +
    `<img src="./brand/bourse.svg" width="${logo}" height="${logo}" alt="" />Bourse</span>`,
  brandUrl: './',
  colorPrimary: light.brand,
  colorSecondary: light.brand,
  appBg: light.bgSunken,
  appContentBg: light.bgSurface,
  appPreviewBg: light.bgSurface,
  appHoverBg: light.bgHover,
  appBorderColor: light.borderDefault,
  appBorderRadius: parseInt(radius.md, 10),
  fontBase: font.family.sans,
  fontCode: font.family.mono,
  textColor: light.textPrimary,
  textInverseColor: light.textInverse,
  textMutedColor: light.textMuted,
  barTextColor: light.textSecondary,
  barHoverColor: light.brandText,
  barSelectedColor: light.brandText,
  barBg: light.bgSurface,
  buttonBg: light.bgSurface,
  buttonBorder: light.borderDefault,
  booleanBg: light.bgHover,
  booleanSelectedBg: light.bgSurface,
  inputBg: light.bgSurface,
  inputBorder: light.borderStrong,
  inputTextColor: light.textPrimary,
  inputBorderRadius: parseInt(radius.md, 10),
})

addons.setConfig({ theme: bourse })
