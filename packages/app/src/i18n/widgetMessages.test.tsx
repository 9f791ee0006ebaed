import { AssetAllocation, WidgetMessagesProvider } from '@bourse/exchange-widgets'
import widgetsEn from '@bourse/exchange-widgets/locales/en'
import { BourseThemeProvider } from '@bourse/ui'
import { act, render, renderHook, screen } from '@testing-library/react'
import i18next, { type i18n as I18n } from 'i18next'
import { useLayoutEffect, type ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { i18nOptions, loadLocaleBundle, localeLoaders, NAMESPACE } from './i18n'
import { languageCodes, type LanguageCode } from './languages'
import { retryLabel, useSiteLabels } from './siteLabels'
import { useWidgetMessages, widgetMessagesOf } from './widgetMessages'

/** The core locale as the app loads it: its own text and the widgets' core part. */
async function instance(code: LanguageCode): Promise<I18n> {
  const i18n = i18next.createInstance()
  const resources = (await localeLoaders[code]()).default
  await i18n.use(initReactI18next).init(i18nOptions(code, resources))
  return i18n
}

describe('the widgets’ texts given through WidgetsProvider messages', () => {
  it.each(languageCodes)(
    'gives every widget text in %s once its bundles are loaded',
    async (code) => {
      const i18n = await instance(code)
      await loadLocaleBundle('desk', i18n)
      await loadLocaleBundle('account', i18n)
      const messages = widgetMessagesOf(i18n)
      expect(Object.keys(messages).sort()).toEqual(Object.keys(widgetsEn).sort())
      for (const [key, text] of Object.entries(messages)) expect(text?.trim(), key).not.toBe('')
    },
  )

  it('follows the lazily loaded bundles and keeps one object while the texts are the same', async () => {
    const i18n = await instance('zh')
    const { result, rerender } = renderHook(() => useWidgetMessages(i18n))
    const core = result.current
    expect(core['futuresOrderForm.submitLong']).toBe('开多')
    expect(core['secondOrdersTable.title']).toBeUndefined()
    rerender()
    expect(result.current).toBe(core)
    // The `content` bundle holds none of the widgets' texts: nothing re-renders.
    await act(() => loadLocaleBundle('content', i18n))
    expect(result.current).toBe(core)
    await act(() => loadLocaleBundle('account', i18n))
    expect(result.current).not.toBe(core)
    expect(result.current['secondOrdersTable.title']).toBe('秒合约记录')
    expect(result.current['accountTransfer.accounts.second']).toBe('秒合约')
  })

  it('takes the texts a bundle added between its first render and its subscription', async () => {
    const i18n = await instance('ep')
    // A child's layout effect runs after the hook's render read the texts and before the hook's
    // own effect subscribes: a bundle the route asked for early often lands just then.
    function Adder() {
      useLayoutEffect(() => {
        i18n.addResourceBundle(
          'ep',
          NAMESPACE,
          { 'widget.secondOrdersTable.title': 'añadido' },
          true,
          true,
        )
      }, [])
      return null
    }
    function Probe() {
      const messages = useWidgetMessages(i18n)
      return (
        <>
          <Adder />
          <p>{messages['secondOrdersTable.title'] ?? 'none'}</p>
        </>
      )
    }
    render(<Probe />)
    expect(await screen.findByText('añadido')).toBeTruthy()
  })

  it('shows a widget in the active language, with the labels the site gives from its own keys', async () => {
    const i18n = await instance('zh')
    await loadLocaleBundle('account', i18n)
    function Allocation() {
      const labels = useSiteLabels(retryLabel)
      return (
        <WidgetMessagesProvider messages={useWidgetMessages(i18n)}>
          <AssetAllocation overview={null} status="error" labels={labels} onRetry={() => {}} />
        </WidgetMessagesProvider>
      )
    }
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BourseThemeProvider>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </BourseThemeProvider>
    )
    render(<Allocation />, { wrapper })
    expect(screen.getByText('余额加载失败。')).toBeTruthy()
    expect(screen.getByRole('button', { name: i18n.t('common.retry') })).toBeTruthy()
    expect(i18n.t('common.retry')).not.toBe(widgetsEn.retry)
  })
})
