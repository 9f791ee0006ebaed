import { USER_CHANNEL } from '@bourse/api-client'
import { createHandlers, userFixture } from '@bourse/api-client/mocks'
import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { appStore, userInfoAtom } from '../../session/atoms'
import { renderRoutes } from '../../test/renderApp'
import { setupTestServer } from '../../test/server'
import { AppLayout } from '../AppLayout'

setupTestServer(...createHandlers())

const routes = [
  {
    path: '/',
    Component: AppLayout,
    children: [{ index: true, Component: () => <h1>Spot trading</h1> }],
  },
]
const frozenText =
  'You can look at your account but not trade, transfer or withdraw. Contact support.'

describe('<FrozenBanner /> in the app layout', () => {
  it('says clearly that a frozen account can look but not move money', async () => {
    renderRoutes(routes, ['/'])
    act(() => appStore.set(userInfoAtom, { ...userFixture, frozen: true }))
    const banner = await screen.findByRole('alert')
    expect(banner).toHaveTextContent('Your account is frozen')
    expect(banner).toHaveTextContent(frozenText)
  })

  it('shows nothing for an account that is not frozen, or signed out', async () => {
    renderRoutes(routes, ['/'])
    expect(await screen.findByRole('heading', { name: 'Spot trading' })).toBeVisible()
    expect(screen.queryByText(frozenText)).toBeNull()
    act(() => appStore.set(userInfoAtom, userFixture))
    expect(screen.queryByText(frozenText)).toBeNull()
  })

  it('appears and goes away live, from `user` events of the user channel', async () => {
    const { stream } = renderRoutes(routes, ['/'])
    act(() => appStore.set(userInfoAtom, userFixture))
    await screen.findByRole('heading', { name: 'Spot trading' })
    expect(stream.channels()).toContain(USER_CHANNEL)

    act(() => stream.emit(USER_CHANNEL, { type: 'user', user: { ...userFixture, frozen: true } }))
    expect(screen.getByRole('alert')).toHaveTextContent(frozenText)
    expect(appStore.get(userInfoAtom)?.frozen).toBe(true)

    act(() => stream.emit(USER_CHANNEL, { type: 'user', user: userFixture }))
    expect(screen.queryByText(frozenText)).toBeNull()
  })
})
