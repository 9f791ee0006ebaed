import type { LanguageCode } from '../i18n/languages'
import { languageCodes, languages } from '../i18n/languages'

/** The installed app's names in one language. */
export type ManifestTexts = {
  /** The name under the icon and in the window's title bar. */
  name: string
  /** The name where space is short (the home screen), at most 12 characters. */
  shortName: string
  /** What the app is, for the install dialog and app stores. */
  description: string
}

/**
 * The app's names per language. They live here, not in the locale files: only the build reads
 * them (one manifest per language, ADR 0030), so no page downloads them.
 */
export const manifestTexts: Record<LanguageCode, ManifestTexts> = {
  zh: {
    name: 'Bourse 交易所',
    shortName: 'Bourse',
    description: 'Bourse：数字资产的现货、合约与理财',
  },
  en: {
    name: 'Bourse Exchange',
    shortName: 'Bourse',
    description: 'Bourse: spot, futures and savings for digital assets',
  },
  tc: {
    name: 'Bourse 交易所',
    shortName: 'Bourse',
    description: 'Bourse：數位資產的現貨、合約與理財',
  },
  jp: {
    name: 'Bourse 取引所',
    shortName: 'Bourse',
    description: 'Bourse：デジタル資産の現物・先物・資産運用',
  },
  ti: {
    name: 'Bourse เอ็กซ์เชนจ์',
    shortName: 'Bourse',
    description: 'Bourse: สปอต ฟิวเจอร์ส และการออมสำหรับสินทรัพย์ดิจิทัล',
  },
  kr: {
    name: 'Bourse 거래소',
    shortName: 'Bourse',
    description: 'Bourse: 디지털 자산 현물, 선물 및 재테크',
  },
  ep: {
    name: 'Bourse Exchange',
    shortName: 'Bourse',
    description: 'Bourse: spot, futuros y ahorro en activos digitales',
  },
  il: {
    name: 'Bourse Exchange',
    shortName: 'Bourse',
    description: 'Bourse: spot, futures e risparmio in asset digitali',
  },
  pt: {
    name: 'Bourse Exchange',
    shortName: 'Bourse',
    description: 'Bourse: spot, futuros e poupança em ativos digitais',
  },
}

/** The file name of a language's manifest, under the site's base (`/desktop/`). */
export function manifestFileName(code: LanguageCode): string {
  return `manifest.${code}.webmanifest`
}

export type WebManifestOptions = {
  /** The built site's base path, where the icons are: `/desktop/`. */
  base: string
  /** The app bar's colour (the header's surface). */
  themeColor: string
  /** The splash screen's colour (the page canvas). */
  backgroundColor: string
}

/**
 * A language's web app manifest. Every language's manifest has the same `id`, `start_url` and
 * `scope`, so switching language never makes a second installed app.
 */
export function webManifest(code: LanguageCode, options: WebManifestOptions) {
  const texts = manifestTexts[code]
  const icon = (file: string) => `${options.base}icons/${file}`
  return {
    id: '/',
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang: languages[code].bcp47,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: options.themeColor,
    background_color: options.backgroundColor,
    categories: ['finance'],
    icons: [
      { src: icon('icon-192.png'), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: icon('icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: icon('icon-maskable-512.png'),
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  }
}

/** Every language's manifest file: `[fileName, json]`. */
export function webManifests(options: WebManifestOptions): [string, string][] {
  return languageCodes.map((code) => [
    manifestFileName(code),
    `${JSON.stringify(webManifest(code, options), null, 2)}\n`,
  ])
}
