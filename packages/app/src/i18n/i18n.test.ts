import i18next from 'i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18nOptions, loadLocaleBundle, withLocale } from './i18n'
import en from './locales/en.json'

async function coreOnly(code: 'en' | 'zh') {
  const instance = i18next.createInstance()
  await instance.init(i18nOptions(code, code === 'en' ? en : {}))
  return instance
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('locale bundles', () => {
  it('adds a bundle of the active language to the core text', async () => {
    const instance = await coreOnly('zh')
    expect(instance.exists('userCenter.nav.recharge')).toBe(false)
    await loadLocaleBundle('account', instance)
    expect(instance.t('userCenter.nav.recharge')).not.toBe('userCenter.nav.recharge')
    expect(instance.t('userCenter.nav.recharge')).toMatch(/[\u4e00-\u9fff]/)
  })

  it('waits for the instance to be initialised before choosing the language', async () => {
    const instance = i18next.createInstance()
    const loading = loadLocaleBundle('content', instance)
    await instance.init(i18nOptions('zh', {}))
    await loading
    expect(instance.t('about.title')).toMatch(/[\u4e00-\u9fff]/)
  })

  it('loads a bundle once per instance and language', async () => {
    const instance = await coreOnly('en')
    const add = vi.spyOn(instance, 'addResourceBundle')
    await Promise.all([
      loadLocaleBundle('content', instance),
      loadLocaleBundle('content', instance),
    ])
    await loadLocaleBundle('content', instance)
    expect(add).toHaveBeenCalledTimes(1)
    expect(instance.t('about.title')).not.toBe('about.title')
  })

  it('resolves a lazy module only once the bundles it reads are in', async () => {
    if (!i18next.isInitialized) await i18next.init(i18nOptions('en', en))
    const module = { default: 'page' }
    const loaded = await withLocale(['account'], () => Promise.resolve(module))()
    expect(loaded).toBe(module)
    expect(i18next.t('userCenter.nav.recharge')).not.toBe('userCenter.nav.recharge')
  })

  it('reports a key read before its bundle is loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const instance = await coreOnly('en')
    expect(instance.t('userCenter.nav.recharge')).toBe('userCenter.nav.recharge')
    expect(error).toHaveBeenCalledWith('i18n: no text for "userCenter.nav.recharge"')
  })
})
