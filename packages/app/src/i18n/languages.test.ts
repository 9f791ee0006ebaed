import { describe, expect, it, vi } from 'vitest'
import {
  applyDocumentLanguage,
  languageCodes,
  languages,
  LANGUAGE_STORAGE_KEY,
  readLanguage,
  switchLanguage,
} from './languages'

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  }
}

describe('language store', () => {
  it('defaults to English when nothing is stored', () => {
    expect(readLanguage(memoryStorage())).toBe('en')
  })

  it('reads a stored language', () => {
    expect(readLanguage(memoryStorage({ 'bourse:lang': 'jp' }))).toBe('jp')
  })

  it.each(['ja', 'EN', '', 'xx', 'zh-CN'])(
    'falls back to English for the unknown value %j',
    (v) => {
      expect(readLanguage(memoryStorage({ 'bourse:lang': v }))).toBe('en')
    },
  )

  it('falls back to English when storage throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => undefined,
    }
    expect(readLanguage(storage)).toBe('en')
  })

  it('saves the choice under `bourse:lang` and then reloads', () => {
    const storage = memoryStorage()
    const reload = vi.fn(() => expect(storage.map.get(LANGUAGE_STORAGE_KEY)).toBe('kr'))
    switchLanguage('kr', { storage, reload })
    expect(reload).toHaveBeenCalledOnce()
    expect(readLanguage(storage)).toBe('kr')
  })

  it.each([
    ['zh', 'zh-CN'],
    ['en', 'en'],
    ['tc', 'zh-TW'],
    ['jp', 'ja'],
    ['ti', 'th'],
    ['kr', 'ko'],
    ['ep', 'es'],
    ['il', 'it'],
    ['pt', 'pt'],
  ] as const)('maps %s to <html lang="%s">', (code, tag) => {
    applyDocumentLanguage(code)
    expect(document.documentElement.lang).toBe(tag)
  })

  it('points <link rel="manifest"> at the language\'s own manifest', () => {
    const link = document.createElement('link')
    link.rel = 'manifest'
    link.href = '/desktop/manifest.en.webmanifest'
    document.head.append(link)
    try {
      applyDocumentLanguage('jp')
      expect(link.getAttribute('href')).toBe('/desktop/manifest.jp.webmanifest')
      applyDocumentLanguage('zh')
      expect(link.getAttribute('href')).toBe('/desktop/manifest.zh.webmanifest')
    } finally {
      link.remove()
    }
  })

  it('names every language in itself, each name distinct', () => {
    const names = languageCodes.map((c) => languages[c].nativeName)
    expect(new Set(names).size).toBe(9)
  })
})
