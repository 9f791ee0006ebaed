import type { BindAccountRequest, ChangePasswordRequest, UserInfo } from '@bourse/api-client'
import { errorResponse, successEnvelope, userFixture } from '@bourse/api-client/mocks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { appStore, userInfoAtom } from '../../../session/atoms'
import { fillIn, passStepUp, renderPage, server } from './AccountSettings.testing'

describe('<AccountSettingsPage /> bindings and passwords', () => {
  it('binds an e-mail with a code sent for binding, with the resend countdown', async () => {
    const sendCodes: unknown[] = []
    const binds: BindAccountRequest[] = []
    renderPage()
    act(() => appStore.set(userInfoAtom, { ...userFixture, email: null }))
    server.use(
      http.post('/api/app/account/sendCode', async ({ request }) => {
        sendCodes.push(await request.json())
        return HttpResponse.json(successEnvelope({ resendAfter: 60, expiresIn: 600 }))
      }),
      http.post('/api/app/security/bind', async ({ request }) => {
        const body = (await request.json()) as BindAccountRequest
        binds.push(body)
        return HttpResponse.json(
          successEnvelope<UserInfo>({ ...userFixture, email: body.account, safetyLevel: 'middle' }),
        )
      }),
    )

    fireEvent.click(screen.getByRole('button', { name: 'Bind an e-mail address' }))
    const dialog = screen.getByRole('dialog', { name: 'Bind an e-mail address' })
    fillIn(dialog, [['E-mail', 'new@bourse.local']])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }))
    expect(await within(dialog).findByText(/^Resend in \d+ s$/)).toBeVisible()
    expect(sendCodes).toEqual([
      { accountType: 'email', account: 'new@bourse.local', purpose: 'bind' },
    ])
    fillIn(dialog, [['Verification code', '123456']])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await passStepUp()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(binds).toEqual([
      {
        accountType: 'email',
        account: 'new@bourse.local',
        verifyCode: '123456',
        stepUpToken: 'mock-step-up-1',
      },
    ])
    expect(appStore.get(userInfoAtom)?.email).toBe('new@bourse.local')
    expect(screen.getByText('new@bourse.local')).toBeVisible()
  })

  it('shows a wrong code on the code field', async () => {
    renderPage()
    server.use(http.post('/api/app/security/bind', () => errorResponse('verify.code.error', 400)))
    fireEvent.click(screen.getByRole('button', { name: 'Bind a phone number' }))
    const dialog = screen.getByRole('dialog', { name: 'Bind a phone number' })
    fillIn(dialog, [
      ['Phone number', '612345678'],
      ['Verification code', '000000'],
    ])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await passStepUp()
    const again = screen.getByRole('dialog', { name: 'Bind a phone number' })
    await waitFor(() =>
      expect(within(again).getByLabelText('Verification code')).toHaveAccessibleDescription(
        /verification code/i,
      ),
    )
  })

  it('changes the login password after the step-up and says that other sessions ended and withdrawals wait 24 hours', async () => {
    const sent: ChangePasswordRequest[] = []
    renderPage()
    server.use(
      http.post('/api/app/security/password', async ({ request }) => {
        sent.push((await request.json()) as ChangePasswordRequest)
        return HttpResponse.json(successEnvelope(null))
      }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Change the login password' }))
    const dialog = screen.getByRole('dialog', { name: 'Change the login password' })
    expect(within(dialog).queryByLabelText('Current password')).toBeNull()
    fillIn(dialog, [
      ['New password', 'short'],
      ['Confirm the new password', 'other'],
    ])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }))
    expect(await within(dialog).findByText('The two passwords do not match.')).toBeVisible()
    expect(sent).toEqual([])

    fillIn(dialog, [
      ['New password', 'Better1234'],
      ['Confirm the new password', 'Better1234'],
    ])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }))
    // A wrong password in the step-up shows on its field; the change waits.
    const stepUp = await screen.findByRole('dialog', { name: "Confirm it's you" })
    await within(stepUp).findByLabelText('Login password')
    fillIn(stepUp, [
      ['Login password', 'Wrong1234'],
      ['Verification code', '123456'],
    ])
    fireEvent.click(within(stepUp).getByRole('button', { name: 'Confirm' }))
    await waitFor(() =>
      expect(within(stepUp).getByLabelText('Login password')).toHaveAccessibleDescription(
        'The current login password is wrong.',
      ),
    )
    expect(sent).toEqual([])
    await passStepUp()
    expect(
      await screen.findByText(
        'Other sessions were signed out; withdrawals are blocked for 24 hours.',
      ),
    ).toBeVisible()
    expect(sent).toEqual([
      { password: 'Better1234', confirmPassword: 'Better1234', stepUpToken: 'mock-step-up-1' },
    ])
  })

  it('asks the step-up again when the token expired (403 stepup.required)', async () => {
    const tokens: string[] = []
    renderPage()
    server.use(
      http.post('/api/app/security/password', async ({ request }) => {
        const body = (await request.json()) as ChangePasswordRequest
        tokens.push(body.stepUpToken)
        return tokens.length === 1
          ? errorResponse('stepup.required', 403)
          : HttpResponse.json(successEnvelope(null))
      }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Change the login password' }))
    fillIn(screen.getByRole('dialog', { name: 'Change the login password' }), [
      ['New password', 'Better1234'],
      ['Confirm the new password', 'Better1234'],
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
    await passStepUp()
    await passStepUp()
    expect(
      await screen.findByText(
        'Other sessions were signed out; withdrawals are blocked for 24 hours.',
      ),
    ).toBeVisible()
    expect(tokens).toEqual(['mock-step-up-1', 'mock-step-up-2'])
  }, 20_000)

  it('cancelling the step-up changes nothing and keeps the form', async () => {
    renderPage()
    fireEvent.click(screen.getByRole('button', { name: 'Change the login password' }))
    fillIn(screen.getByRole('dialog', { name: 'Change the login password' }), [
      ['New password', 'Better1234'],
      ['Confirm the new password', 'Better1234'],
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
    const stepUp = await screen.findByRole('dialog', { name: "Confirm it's you" })
    fireEvent.click(within(stepUp).getByRole('button', { name: 'Close' }))
    const form = await screen.findByRole('dialog', { name: 'Change the login password' })
    expect(within(form).getByLabelText('New password')).toHaveValue('Better1234')
  })

  it('sets the anti-phishing code after the step-up and shows it masked until revealed', async () => {
    renderPage()
    fireEvent.click(screen.getByRole('button', { name: 'Set the anti-phishing code' }))
    const dialog = screen.getByRole('dialog', { name: 'Set the anti-phishing code' })
    expect(dialog).toHaveTextContent('so a message without it is not from us')
    fillIn(dialog, [['Anti-phishing phrase', 'abc']])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Use 4 to 20 characters.')).toBeVisible()
    fillIn(dialog, [['Anti-phishing phrase', 'blue heron 7']])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await passStepUp()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(appStore.get(userInfoAtom)?.antiPhishing).toBe('blue heron 7')
    expect(screen.queryByText('blue heron 7')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Show the anti-phishing code' }))
    expect(screen.getByText('blue heron 7')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Change the anti-phishing code' })).toBeVisible()
  })
})

describe('<AccountSettingsPage /> authenticator', () => {
  const setup = {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    otpauthUri:
      'otpauth://totp/Bourse:demo%40bourse.local?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Bourse',
  }

  it('shows the QR code and secret, then enables with a confirmed code', async () => {
    const codes: unknown[] = []
    let wrongOnce = true
    renderPage()
    server.use(
      http.post('/api/app/security/authenticator/setup', () =>
        HttpResponse.json(successEnvelope(setup)),
      ),
      http.post('/api/app/security/authenticator/enable', async ({ request }) => {
        codes.push(await request.json())
        if (wrongOnce) {
          wrongOnce = false
          return errorResponse('authenticator.code.error', 400)
        }
        return HttpResponse.json(
          successEnvelope<UserInfo>({ ...userFixture, hasAuthenticator: true }),
        )
      }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Enable the authenticator' }))
    const dialog = screen.getByRole('dialog', { name: 'Enable the authenticator' })
    expect(
      await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible()
    expect(within(dialog).getByText(setup.secret)).toBeVisible()
    expect(within(dialog).getByRole('button', { name: 'Copy the key' })).toBeVisible()

    fillIn(dialog, [['Authenticator code', '111111']])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enable' }))
    await passStepUp()
    const again = screen.getByRole('dialog', { name: 'Enable the authenticator' })
    await waitFor(() =>
      expect(within(again).getByLabelText('Authenticator code')).toHaveAccessibleDescription(
        'Wrong authenticator code.',
      ),
    )
    fillIn(again, [['Authenticator code', '287082']])
    fireEvent.click(within(again).getByRole('button', { name: 'Enable' }))
    await passStepUp()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(codes).toEqual([
      { code: '111111', stepUpToken: 'mock-step-up-1' },
      { code: '287082', stepUpToken: 'mock-step-up-2' },
    ])
    expect(appStore.get(userInfoAtom)?.hasAuthenticator).toBe(true)
    expect(screen.getByRole('button', { name: 'Remove the authenticator' })).toBeVisible()
  })

  it('warns about the 24-hour withdrawal block, then removes it with the step-up asking its code', async () => {
    const sent: unknown[] = []
    renderPage({ stepUpFactor: 'authenticator' })
    server.use(
      http.post('/api/app/security/authenticator/disable', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json(
          successEnvelope<UserInfo>({ ...userFixture, hasAuthenticator: false }),
        )
      }),
    )
    act(() => appStore.set(userInfoAtom, { ...userFixture, hasAuthenticator: true }))
    fireEvent.click(screen.getByRole('button', { name: 'Remove the authenticator' }))
    const dialog = screen.getByRole('dialog', { name: 'Remove the authenticator' })
    expect(dialog).toHaveTextContent('blocks withdrawals for 24 hours')
    expect(within(dialog).queryByLabelText('Authenticator code')).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await passStepUp([
      ['Login password', 'Demo1234'],
      ['Authenticator code', '287082'],
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent).toEqual([{ stepUpToken: 'mock-step-up-1' }])
    expect(appStore.get(userInfoAtom)?.hasAuthenticator).toBe(false)
  })
})
