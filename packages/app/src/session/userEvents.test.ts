import { userFixture } from '@bourse/api-client/mocks'
import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { userInfoAtom } from './atoms'
import { applyUserEvent } from './userEvents'

describe('applyUserEvent', () => {
  const verified = {
    ...userFixture,
    realNameStatus: 'authenticated' as const,
    safetyLevel: 'middle' as const,
  }

  it.each<[string, unknown, boolean]>([
    ['a user event for the signed-in user', { type: 'user', user: verified }, true],
    ['another user', { type: 'user', user: { ...verified, id: 7 } }, false],
    ['a balance event', { type: 'balance', balance: {} }, false],
    ['a user event without a user', { type: 'user' }, false],
    ['nothing', undefined, false],
    ['a string', 'user', false],
  ])('%s', (_, data, replaced) => {
    const store = createStore()
    store.set(userInfoAtom, userFixture)
    expect(applyUserEvent(store, data)).toBe(replaced)
    expect(store.get(userInfoAtom)).toEqual(replaced ? verified : userFixture)
  })

  it('does nothing while signed out', () => {
    const store = createStore()
    expect(applyUserEvent(store, { type: 'user', user: verified })).toBe(false)
    expect(store.get(userInfoAtom)).toBeNull()
  })
})
