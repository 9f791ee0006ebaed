import { userFixture } from '@bourse/api-client/mocks'
import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { userInfoAtom } from './atoms'
import { applyInboxEvent, inboxLatestAtom, inboxUnreadAtom, setInboxUnread } from './inbox'

const message = {
  id: '9',
  kind: 'deposit_credited',
  params: { amount: '1', coin: 'BTC' },
  read: false,
  createdAt: 1,
}

describe('applyInboxEvent', () => {
  it.each<[string, unknown, boolean, number]>([
    ['an unread message', { type: 'inbox', message }, true, 3],
    ['a message already read', { type: 'inbox', message: { ...message, read: true } }, true, 2],
    ['a user event', { type: 'user', user: userFixture }, false, 2],
    ['an inbox event without a message', { type: 'inbox' }, false, 2],
    ['a message without an id', { type: 'inbox', message: { kind: 'kyc_approved' } }, false, 2],
    ['nothing', null, false, 2],
  ])('%s', (_name, data, applied, unread) => {
    const store = createStore()
    store.set(userInfoAtom, userFixture)
    store.set(inboxUnreadAtom, 2)
    expect(applyInboxEvent(store, data)).toBe(applied)
    expect(store.get(inboxUnreadAtom)).toBe(unread)
    expect(store.get(inboxLatestAtom)).toEqual(
      applied ? (data as { message: unknown }).message : null,
    )
  })

  it('does nothing while signed out', () => {
    const store = createStore()
    expect(applyInboxEvent(store, { type: 'inbox', message })).toBe(false)
    expect(store.get(inboxUnreadAtom)).toBe(0)
  })

  it('never counts below zero', () => {
    const store = createStore()
    setInboxUnread(store, -1)
    expect(store.get(inboxUnreadAtom)).toBe(0)
  })
})
