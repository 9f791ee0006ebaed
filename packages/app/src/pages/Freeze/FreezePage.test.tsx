import { createHandlers, errorResponse } from '@bourse/api-client/mocks'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '../../test/renderApp'
import { recordPosts, setupTestServer } from '../../test/server'
import { FreezePage } from './FreezePage'

const server = setupTestServer(...createHandlers())
const posted = recordPosts(server)

const routes = [{ path: '/freeze', Component: FreezePage }]
const freezeButton = () => screen.findByRole('button', { name: 'Freeze my account' })

describe('<FreezePage />', () => {
  it('explains and waits for the button: opening the link freezes nothing', async () => {
    renderRoutes(routes, ['/freeze?token=abc123'])
    expect(await freezeButton()).toBeEnabled()
    expect(
      screen.getByText(/withdrawals and trading stop, every device is signed out/),
    ).toBeVisible()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(posted).toEqual([])
  })

  it('freezes the account with the token of the link, signed out', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, ['/freeze?token=abc123'])
    await user.click(await freezeButton())
    expect(await screen.findByRole('heading', { name: 'Your account is frozen' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Freeze my account' })).toBeNull()
    expect(posted).toEqual([{ path: '/api/app/security/freeze', body: { token: 'abc123' } }])
  })

  it('says so when the link is used or expired, and keeps the button', async () => {
    server.use(
      http.post('/api/app/security/freeze', () =>
        errorResponse('freeze.link.invalid', 422, 'This link is not valid any more'),
      ),
    )
    const user = userEvent.setup()
    renderRoutes(routes, ['/freeze?token=used'])
    await user.click(await freezeButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(/./)
    expect(screen.queryByRole('heading', { name: 'Your account is frozen' })).toBeNull()
    expect(await freezeButton()).toBeEnabled()
  })

  it('offers no button for a link without its token', async () => {
    renderRoutes(routes, ['/freeze'])
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete')
    expect(screen.queryByRole('button', { name: 'Freeze my account' })).toBeNull()
  })
})
