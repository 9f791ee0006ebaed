import {
  createHandlers,
  errorResponse,
  successEnvelope,
  userFixture,
} from '@bourse/api-client/mocks'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { loginFlagAtom, userInfoAtom } from '../../session/atoms'
import { appStore } from '../../session/atoms'
import { renderRoutes } from '../../test/renderApp'
import { LoginPage } from './LoginPage'
import { setupTestServer } from '../../test/server'

const server = setupTestServer(...createHandlers())

const routes = [
  { path: '/login', Component: LoginPage },
  { path: '/myassets', Component: () => <h1>Assets page</h1> },
  { path: '/', Component: () => <h1>Home page</h1> },
]

describe('<LoginPage />', () => {
  it('shows translated validation errors without calling the server', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, ['/login?statusType=0'])
    await user.type(screen.getByLabelText('Phone or e-mail'), '13800138000')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(
      await screen.findByText(
        'Enter a valid e-mail, or a phone number with its country code (+…).',
      ),
    ).toBeVisible()
    expect(screen.getByText('Enter your password.')).toBeVisible()
  })

  it('signs in, stores the session and returns to the page the user came from', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, ['/login?statusType=0&redirect=%2Fmyassets'])
    await user.type(screen.getByLabelText('Phone or e-mail'), 'demo@bourse.local')
    await user.type(screen.getByLabelText('Password'), 'Demo1234')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('heading', { name: 'Assets page' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/myassets')
    expect(appStore.get(loginFlagAtom)).toBe(1)
    expect(appStore.get(userInfoAtom)?.nickName).toBe(userFixture.nickName)
    expect(localStorage.getItem('bourse:ticket')).toBe('mock-token')
  })

  it('never redirects off-site after login', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, ['/login?redirect=%2F%2Fevil.example'])
    await user.type(screen.getByLabelText('Phone or e-mail'), 'demo@bourse.local')
    await user.type(screen.getByLabelText('Password'), 'Demo1234')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('puts a server field error on its field', async () => {
    server.use(
      http.post('/api/oauth/token', () =>
        errorResponse('request.invalid', 400, 'bad', {
          fields: [{ field: 'body.username', code: 'format.email' }],
        }),
      ),
    )
    const user = userEvent.setup()
    renderRoutes(routes, ['/login'])
    await user.type(screen.getByLabelText('Phone or e-mail'), 'demo@bourse.local')
    await user.type(screen.getByLabelText('Password'), 'Demo1234')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('E-mail format error.')).toBeVisible()
    expect(appStore.get(loginFlagAtom)).toBe(0)
  })
})

describe('<LoginPage /> authenticator step', () => {
  it('asks for the authenticator code when the server requires it, then signs in with it', async () => {
    const bodies: Record<string, unknown>[] = []
    server.use(
      http.post('/api/oauth/token', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        bodies.push(body)
        if (!body.authenticatorCode) return errorResponse('login.authenticator.required', 401)
        if (body.authenticatorCode !== '287082')
          return errorResponse('authenticator.code.error', 401)
        return HttpResponse.json(
          successEnvelope({
            token: 'mock-token',
            expiresAt: Date.now() + 86_400_000,
            user: { ...userFixture, hasAuthenticator: true },
          }),
        )
      }),
    )
    const user = userEvent.setup()
    renderRoutes(routes, ['/login?redirect=%2Fmyassets'])
    await user.type(screen.getByLabelText('Phone or e-mail'), 'demo@bourse.local')
    await user.type(screen.getByLabelText('Password'), 'Demo1234')
    await user.click(screen.getByRole('button', { name: 'Log in' }))

    const code = await screen.findByLabelText('Authenticator code')
    expect(code).toHaveAttribute('inputmode', 'numeric')
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    expect(appStore.get(loginFlagAtom)).toBe(0)

    await user.type(code, '111111')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Authenticator code')).toHaveAccessibleDescription(
        'Wrong authenticator code.',
      ),
    )
    await user.clear(screen.getByLabelText('Authenticator code'))
    await user.type(screen.getByLabelText('Authenticator code'), '287082')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('heading', { name: 'Assets page' })).toBeVisible()
    expect(bodies.map((b) => b.authenticatorCode)).toEqual([undefined, '111111', '287082'])
    expect(appStore.get(loginFlagAtom)).toBe(1)
  })
})
