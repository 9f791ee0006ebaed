import type { API_HashEntry } from 'storybook/internal/types'
import { createElement } from 'react'
import { addons } from 'storybook/manager-api'
import { create } from 'storybook/theming'
import { statusBadgeStyle, statusInfo, statusOf } from '../packages/ui/src/docs/status/status'
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

/**
 * A component's lifecycle status (its meta's `stable` / `beta` / `alpha` tag, see
 * Guidelines/Status) as a badge after its name in the sidebar: a word, not only a colour.
 * Only component entries get one; their stories and docs inherit the tag and stay plain.
 */
function renderLabel(item: API_HashEntry) {
  const status = item.type === 'component' ? statusOf(item.tags) : undefined
  if (!status) return item.name
  const { label, meaning } = statusInfo[status]
  // createElement, not JSX: the manager bundle is built without the automatic JSX runtime.
  return createElement(
    'span',
    { style: { display: 'inline-flex', alignItems: 'center', gap: space[3], minWidth: 0 } },
    createElement('span', { style: { overflow: 'hidden', textOverflow: 'ellipsis' } }, item.name),
    createElement('span', { style: statusBadgeStyle(status), title: meaning }, label),
  )
}

addons.setConfig({ theme: bourse, sidebar: { renderLabel } })
