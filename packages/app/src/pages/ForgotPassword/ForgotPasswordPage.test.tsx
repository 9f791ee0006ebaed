import { createHandlers, errorResponse } from '@bourse/api-client/mocks'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '../../test/renderApp'
import { LoginPage } from '../Login/LoginPage'
import { ForgotPasswordPage } from './ForgotPasswordPage'
import { recordPosts, setupTestServer } from '../../test/server'

const server = setupTestServer(...createHandlers())
const posted = recordPosts(server)

const routes = [
  { path: '/forget', Component: ForgotPasswordPage },
  { path: '/login', Component: LoginPage },
]

describe('<ForgotPasswordPage />', () => {
  it('shows an unknown account on the account field', async () => {
    server.use(
      http.post('/api/app/account/sendCode', () => errorResponse('account.not.found', 404)),
    )
    const user = userEvent.setup()
    renderRoutes(routes, ['/forget'])
    await user.type(screen.getByLabelText('Phone or e-mail'), '+66 81 234 5678')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(
      await screen.findAllByText('No account is registered with this phone number or e-mail.'),
    ).not.toHaveLength(0)
    expect(posted).toEqual([
      {
        path: '/api/app/account/sendCode',
        body: { accountType: 'phone', account: '+66812345678', purpose: 'forget' },
      },
    ])
  })

  it('resets the password and opens login with the account filled in', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, ['/forget'])
    await user.type(screen.getByLabelText('Phone or e-mail'), 'demo@bourse.local')
    await user.type(screen.getByLabelText('Verification code'), '123456')
    await user.type(screen.getByLabelText('New password'), 'NewPass99')
    await user.type(screen.getByLabelText('Confirm password'), 'NewPass99')
    await user.click(screen.getByRole('button', { name: 'Reset password' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(await screen.findByLabelText('Phone or e-mail')).toHaveValue('demo@bourse.local')
    expect(posted).toEqual([
      {
        path: '/api/app/account/forget',
        body: {
          accountType: 'email',
          account: 'demo@bourse.local',
          verifyCode: '123456',
          password: 'NewPass99',
          confirmPassword: 'NewPass99',
        },
      },
    ])
  })
})
