import {
  defaultAccountTransferLabels,
  defaultFuturesOrderFormLabels,
  defaultFuturesOrdersTableLabels,
  defaultPositionTableLabels,
  defaultSecondContractTicketLabels,
  defaultSecondOrdersTableLabels,
} from '@bourse/exchange-widgets'
import { renderHook } from '@testing-library/react'
import i18next, { type i18n as I18n } from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { i18nOptions, loadLocaleBundle, localeLoaders } from '../i18n/i18n'
import type { LanguageCode } from '../i18n/languages'
import {
  useAccountTransferLabels,
  useFuturesOrdersTableLabels,
  usePositionTableLabels,
  useSecondContractTicketLabels,
  useSecondOrdersTableLabels,
} from './contractLabels'
import { useFuturesOrderFormLabels } from './futuresOrderFormLabels'

async function instance(code: LanguageCode): Promise<I18n> {
  const i18n = i18next.createInstance()
  // The core locale as the app loads it: its own text and the widgets' core part.
  const resources = (await localeLoaders[code]()).default
  await i18n.use(initReactI18next).init(i18nOptions(code, resources))
  // The record panels' labels are in the bundle their lazy modules load.
  await loadLocaleBundle('account', i18n)
  return i18n
}

const languages = { en: await instance('en'), zh: await instance('zh') }

function labelsIn<T>(code: keyof typeof languages, hook: () => T): T {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={languages[code]}>{children}</I18nextProvider>
  )
  return renderHook(hook, { wrapper }).result.current
}

/** Every string of a label set (nested message maps included), by its path. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    leaves(v, path ? `${path}/${k}` : k),
  )
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])

const hooks = [
  {
    name: 'useFuturesOrderFormLabels',
    hook: useFuturesOrderFormLabels,
    defaults: defaultFuturesOrderFormLabels,
    pick: (l: ReturnType<typeof useFuturesOrderFormLabels>) => l.submitLong,
    zh: '开多',
  },
  {
    name: 'usePositionTableLabels',
    hook: usePositionTableLabels,
    defaults: defaultPositionTableLabels,
    pick: (l: ReturnType<typeof usePositionTableLabels>) =>
      l.tpslErrors?.['tpsl.stop.loss.near.liquidation'],
    zh: '止损价接近预估强平价。',
  },
  {
    name: 'useFuturesOrdersTableLabels',
    hook: useFuturesOrdersTableLabels,
    defaults: defaultFuturesOrdersTableLabels,
    pick: (l: ReturnType<typeof useFuturesOrdersTableLabels>) => l.methodLiquidation,
    zh: '强制平仓',
  },
  {
    name: 'useSecondContractTicketLabels',
    hook: useSecondContractTicketLabels,
    defaults: defaultSecondContractTicketLabels,
    pick: (l: ReturnType<typeof useSecondContractTicketLabels>) => l.errors?.['second.amount.low'],
    zh: '最小金额为 {min} {asset}。',
  },
  {
    name: 'useSecondOrdersTableLabels',
    hook: useSecondOrdersTableLabels,
    defaults: defaultSecondOrdersTableLabels,
    pick: (l: ReturnType<typeof useSecondOrdersTableLabels>) => l.title,
    zh: '秒合约记录',
  },
  {
    name: 'useAccountTransferLabels',
    hook: useAccountTransferLabels,
    defaults: defaultAccountTransferLabels,
    pick: (l: ReturnType<typeof useAccountTransferLabels>) => l.accounts?.second,
    zh: '秒合约',
  },
] as const

describe('contract widget labels', () => {
  describe.each(hooks)('$name', ({ hook, defaults, pick, zh: chinese }) => {
    it('translates its labels into the active language', () => {
      const english = labelsIn('en', hook)
      const translated = labelsIn('zh', hook)
      expect(pick(translated as never)).toBe(chinese)
      expect(pick(english as never)).not.toBe(chinese)
    })

    it.each(['en', 'zh'] as const)('gives every label of the widget a text in %s', (code) => {
      const labels = new Map(leaves(labelsIn(code, hook)))
      const expected = leaves(defaults).map(([path]) => path)
      expect([...labels.keys()].sort()).toEqual(expected.sort())
      for (const [path, text] of labels) {
        expect(text.trim(), path).not.toBe('')
        // i18next answers a missing key with the key itself
        expect(text, path).not.toMatch(/^(widget|errors|assets|common)\.[\w.]+$/)
      }
    })

    it('uses only placeholders the widget fills in', () => {
      const english = new Map(leaves(defaults))
      for (const [path, text] of leaves(labelsIn('zh', hook))) {
        const filled = placeholders(english.get(path) ?? '')
        expect(
          placeholders(text).filter((p) => !filled.includes(p)),
          path,
        ).toEqual([])
      }
    })
  })

  it('keeps one label object per language across renders', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={languages.zh}>{children}</I18nextProvider>
    )
    const { result, rerender } = renderHook(() => usePositionTableLabels(), { wrapper })
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
  })
})
