import { recordingStorage } from '@bourse/api-client/mocks'
import { LOCAL_FAVOURITES_KEY } from '@bourse/exchange-widgets'
import { describe, expect, it } from 'vitest'
import { LEGACY_STORAGE_KEYS, migrateStorage } from './migrateStorage'

describe('migrateStorage', () => {
  it("moves the favourites to the market list's own key", () => {
    expect(LEGACY_STORAGE_KEYS).toContainEqual(['bourse.favourites', LOCAL_FAVOURITES_KEY])
  })

  it('moves the site’s pre-namespace keys under bourse: once, so a visitor stays signed in', () => {
    const storage = recordingStorage({
      token: 'tok',
      theme: '"light"',
      upDown: '"red-up"',
      lang: 'jp',
      'bourse.favourites': '["ETHUSDT"]',
      other: 'kept',
    })
    migrateStorage(storage)
    expect(
      Object.fromEntries(
        Array.from({ length: storage.length }, (_, i) => i).map((i) => {
          const key = storage.key(i) ?? ''
          return [key, storage.getItem(key)]
        }),
      ),
    ).toEqual({
      'bourse:ticket': 'tok',
      'bourse:theme': '"light"',
      'bourse:upDown': '"red-up"',
      'bourse:lang': 'jp',
      'bourse:favourites': '["ETHUSDT"]',
      other: 'kept',
    })
    storage.touched.length = 0
    migrateStorage(storage)
    expect(storage.touched.filter((key) => key.startsWith('bourse:'))).toEqual([])
  })

  it('keeps a value already under the new key and drops the legacy one', () => {
    const storage = recordingStorage({ token: 'old', 'bourse:ticket': 'new' })
    migrateStorage(storage)
    expect([storage.getItem('bourse:ticket'), storage.getItem('token')]).toEqual(['new', null])
  })

  it('moves every legacy key into the namespace', () => {
    for (const [, current] of LEGACY_STORAGE_KEYS) expect(current).toMatch(/^bourse:/)
  })

  it('does nothing without storage', () => {
    expect(() => migrateStorage(undefined)).not.toThrow()
  })
})
