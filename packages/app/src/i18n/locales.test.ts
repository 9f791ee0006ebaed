import { errorCodeValues } from '@bourse/api-client'
import { describe, expect, it } from 'vitest'
import en from '@bourse/exchange-widgets/locales/en'
import es from '@bourse/exchange-widgets/locales/es'
import it_ from '@bourse/exchange-widgets/locales/it'
import ja from '@bourse/exchange-widgets/locales/ja'
import ko from '@bourse/exchange-widgets/locales/ko'
import pt from '@bourse/exchange-widgets/locales/pt'
import th from '@bourse/exchange-widgets/locales/th'
import zhCN from '@bourse/exchange-widgets/locales/zh-CN'
import zhTW from '@bourse/exchange-widgets/locales/zh-TW'
import { widgetResources } from './i18n'
import { languageCodes, type LanguageCode } from './languages'

const files = import.meta.glob<Record<string, string>>(['./locales/*.json', './locales/*/*.json'], {
  eager: true,
  import: 'default',
})

/** The core locale (`''`) and the bundles loaded with lazy modules (see LocaleBundle). */
const groups = ['', 'account/', 'content/', 'desk/', 'errors/'] as const

/** The widgets' texts, from their package (its own test checks each part's keys). */
const widgetTexts: Record<LanguageCode, Record<string, string>> = {
  zh: widgetResources(zhCN),
  en: widgetResources(en),
  tc: widgetResources(zhTW),
  jp: widgetResources(ja),
  ti: widgetResources(th),
  kr: widgetResources(ko),
  ep: widgetResources(es),
  il: widgetResources(it_),
  pt: widgetResources(pt),
}

function file(group: string, code: LanguageCode): Record<string, string> {
  const found = files[`./locales/${group}${code}.json`]
  if (!found) throw new Error(`locales/${group}${code}.json is missing`)
  return found
}

/** Every text of a language: its core file, every bundle and the widgets' texts. */
function resources(code: LanguageCode): Record<string, string> {
  return Object.assign({}, ...groups.map((g) => file(g, code)), widgetTexts[code]) as Record<
    string,
    string
  >
}

/**
 * Values that may equal the English text: identifiers written the same everywhere, and loanwords
 * a language really uses (Italian says "Password"; Japanese writes "LINE ID"). Everything else
 * must be translated.
 */
const sameAsEnglishEverywhere = new Set<string>([
  'account.field.uid',
  // Templates of the widgets' own placeholders: `10x`, `Up 100 USDT`.
  'widget.futuresOrderForm.leverageOption',
  'widget.secondContractTicket.contractName',
  // Fee level names (`VIP2`) and the level table's threshold (`≥ 50 BTC`).
  'fees.level',
  'fees.volumeAtLeast',
])
/** The TP/SL names exchanges keep in English in Spanish, Italian and Portuguese. */
const tpslLoanwords = [
  'widget.futuresOrderForm.tpsl',
  'widget.futuresOrderForm.takeProfit',
  'widget.futuresOrderForm.stopLoss',
]
const sameAsEnglishIn: Partial<Record<LanguageCode, readonly string[]>> = {
  jp: ['customerService.line', 'customerService.whatsapp'],
  il: ['auth.field.password', 'account.field.account', 'trade.mode.manual', ...tpslLoanwords],
  ep: ['trade.balances.total', ...tpslLoanwords],
  pt: ['trade.balances.total', ...tpslLoanwords],
}

/** `{{name}}` placeholders and `<tag>`s a translation must keep. */
function tokens(value: string): string[] {
  const placeholders = [...value.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => `{{${m[1]}}}`)
  const tags = [...value.matchAll(/<\/?([a-zA-Z][\w-]*)\s*\/?>/g)].map((m) =>
    m[0].replace(/\s/g, ''),
  )
  return [...placeholders, ...tags].sort()
}

const english = resources('en')
const englishCore = file('', 'en')
const englishKeys = Object.keys(english).sort()

describe('locales', () => {
  it('has a file for every language and no other, in the core and in every bundle', () => {
    expect(Object.keys(files).sort()).toEqual(
      groups.flatMap((g) => languageCodes.map((c) => `./locales/${g}${c}.json`)).sort(),
    )
  })

  it('puts every key in one file only', () => {
    const seen = [
      ...groups.flatMap((g) => Object.keys(file(g, 'en'))),
      ...Object.keys(widgetTexts.en),
    ]
    expect(seen.filter((key, i) => seen.indexOf(key) !== i)).toEqual([])
  })

  it('keeps the contract error messages in the errors part, loaded right after the first render, and the generic and network ones in the core', () => {
    const errorsPart = file('errors/', 'en')
    const outside = Object.keys(english).filter(
      (k) => k.startsWith('errors.') && !(k in englishCore) && !(k in errorsPart),
    )
    expect(outside).toEqual([])
    expect(Object.keys(errorsPart).every((k) => k.startsWith('errors.'))).toBe(true)
    for (const key of ['errors.fallback', 'errors.network.timeout', 'errors.network.error']) {
      expect(englishCore).toHaveProperty([key])
    }
  })

  it('uses static feature.area.phrase keys', () => {
    for (const key of englishKeys) expect(key).toMatch(/^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/)
  })

  it('translates every contract error code, plus the client timeout and network failure', () => {
    const expected = [...errorCodeValues, 'network.timeout', 'network.error'].map(
      (c) => `errors.${c}`,
    )
    const missing = expected.filter((key) => !(key in english))
    expect(missing).toEqual([])
  })

  describe.each(languageCodes.filter((c) => c !== 'en'))('%s', (code) => {
    const values = resources(code)

    it.each(groups)('has the English keys of each file in the same file (%s)', (group) => {
      expect(Object.keys(file(group, code)).sort()).toEqual(Object.keys(file(group, 'en')).sort())
    })

    it('has exactly the English keys', () => {
      const keys = Object.keys(values).sort()
      expect({
        missing: englishKeys.filter((k) => !(k in values)),
        extra: keys.filter((k) => !(k in english)),
      }).toEqual({
        missing: [],
        extra: [],
      })
    })

    it('has no empty value', () => {
      expect(
        Object.entries(values).filter(([, v]) => typeof v !== 'string' || v.trim() === ''),
      ).toEqual([])
    })

    it('keeps every placeholder and tag of the English text', () => {
      const mismatched = englishKeys.filter(
        (k) => k in values && tokens(values[k] ?? '').join() !== tokens(english[k] ?? '').join(),
      )
      expect(mismatched).toEqual([])
    })

    it('is translated: no value is left identical to English', () => {
      const allowed = new Set([...sameAsEnglishEverywhere, ...(sameAsEnglishIn[code] ?? [])])
      const untranslated = englishKeys.filter((k) => !allowed.has(k) && values[k] === english[k])
      expect(untranslated).toEqual([])
    })
  })

  it('English has no empty value', () => {
    expect(Object.entries(english).filter(([, v]) => v.trim() === '')).toEqual([])
  })
})
