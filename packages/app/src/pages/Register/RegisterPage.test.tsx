import { createHandlers, errorResponse } from '@bourse/api-client/mocks'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { renderRoutes } from '../../test/renderApp'
import { LoginPage } from '../Login/LoginPage'
import { RegisterPage } from './RegisterPage'
import { setupTestServer } from '../../test/server'

const server = setupTestServer(...createHandlers())
const requests: unknown[] = []
server.events.on('request:start', ({ request }) => {
  if (request.method === 'POST')
    void request
      .clone()
      .json()
      .then((body) => requests.push(body))
})

afterEach(() => {
  requests.length = 0
})

const routes = [
  { path: '/register', Component: RegisterPage },
  { path: '/login', Component: LoginPage },
  { path: '/userAgreement', Component: () => <h1>User agreement</h1> },
]

async function fillEmailForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'E-mail' }))
  await user.type(screen.getByLabelText('E-mail'), 'new.trader@example.com')
  await user.type(screen.getByLabelText('Password'), 'Secret123')
  await user.type(screen.getByLabelText('Confirm password'), 'Secret123')
}

describe('<RegisterPage />', () => {
  it('offers only the kinds of sign-up the server offers', async () => {
    server.use(...createHandlers({ config: { signup_kinds: 'email' } }))
    renderRoutes(routes, ['/register?statusType=1'])
    expect(await screen.findByLabelText('E-mail')).toBeVisible()
    expect(screen.queryByRole('tab')).toBeNull()
    expect(screen.queryByLabelText('Phone number')).toBeNull()
  })

  it('says sign-up is closed when the server offers none', async () => {
    server.use(...createHandlers({ config: { signup_kinds: '' } }))
    renderRoutes(routes, ['/register?statusType=1'])
    expect(await screen.findByText('Sign-up is closed on this exchange for now.')).toBeVisible()
    expect(screen.queryByRole('form')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull()
  })

  it('prefills the invitation code from ?code=', () => {
    renderRoutes(routes, ['/register?statusType=1&code=AB12CD'])
    expect(screen.getByLabelText('Invitation code (optional)')).toHaveValue('AB12CD')
  })

  it('checks the account before sending a code', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, ['/register?statusType=1'])
    await user.click(screen.getByRole('tab', { name: 'E-mail' }))
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText('E-mail format error.')).toBeVisible()
    expect(requests).toEqual([])
  })

  it('sends the code to the E.164 phone and then shows the resend countdown', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, ['/register?statusType=1'])
    await user.selectOptions(screen.getByLabelText('Country code'), 'GB:44')
    await user.type(screen.getByLabelText('Phone number'), '07911 123456')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText(/Resend in (60|59) s/)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull()
    expect(requests).toEqual([
      { accountType: 'phone', account: '+447911123456', purpose: 'register' },
    ])
  })

  it('requires matching passwords and the agreement', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, ['/register?statusType=1'])
    await user.click(screen.getByRole('tab', { name: 'E-mail' }))
    await user.type(screen.getByLabelText('E-mail'), 'new.trader@example.com')
    await user.type(screen.getByLabelText('Password'), 'Secret123')
    await user.type(screen.getByLabelText('Confirm password'), 'Secret124')
    await user.type(screen.getByLabelText('Verification code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Register' }))
    expect(await screen.findByText('The two passwords do not match.')).toBeVisible()
    expect(screen.getByText('Please agree to the user agreement.')).toBeVisible()
    expect(requests).toEqual([])
  })

  it('shows a wrong code on the code field', async () => {
    server.use(
      http.post('/api/app/account/register', () => errorResponse('verify.code.error', 422)),
    )
    const user = userEvent.setup()
    renderRoutes(routes, ['/register?statusType=1'])
    await fillEmailForm(user)
    await user.type(screen.getByLabelText('Verification code'), '000000')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Register' }))
    expect(await screen.findAllByText('Verification code error.')).not.toHaveLength(0)
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true')
  })

  it('registers, then opens login with the account filled in', async () => {
    server.use(
      http.post('/api/app/account/register', () =>
        HttpResponse.json({
          code: 'success',
          msg: 'ok',
          data: { username: 'new.trader@example.com' },
        }),
      ),
    )
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, ['/register?statusType=1'])
    await fillEmailForm(user)
    await user.type(screen.getByLabelText('Verification code'), '123456')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Register' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toBe('?statusType=0')
    expect(await screen.findByLabelText('Phone or e-mail')).toHaveValue('new.trader@example.com')
    expect(screen.getByText('Registration succeeded. Please log in.')).toBeVisible()
    expect(requests).toEqual([
      {
        accountType: 'email',
        account: 'new.trader@example.com',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        verifyCode: '123456',
        agreement: true,
      },
    ])
  })
})
