import { errorCodeValues } from '@bourse/api-client'
import { describe, expect, it } from 'vitest'
import { languageCodes, type LanguageCode } from './languages'
import en from './locales/en.json'

const files = import.meta.glob<Record<string, string>>('./locales/*.json', {
  eager: true,
  import: 'default',
})

function resources(code: LanguageCode): Record<string, string> {
  const found = files[`./locales/${code}.json`]
  if (!found) throw new Error(`locales/${code}.json is missing`)
  return found
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

const english = en as Record<string, string>
const englishKeys = Object.keys(english).sort()

describe('locales', () => {
  it('has a file for every language and no other', () => {
    expect(Object.keys(files).sort()).toEqual(
      languageCodes.map((c) => `./locales/${c}.json`).sort(),
    )
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
