import type { BindAccountRequest, ChangePasswordRequest, UserInfo } from '@bourse/api-client'
import { errorResponse, successEnvelope, userFixture } from '@bourse/api-client/mocks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { appStore, userInfoAtom } from '../../../session/atoms'
import { fillIn, renderPage, server } from './AccountSettings.testing'

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
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(binds).toEqual([
      { accountType: 'email', account: 'new@bourse.local', verifyCode: '123456' },
    ])
    expect(appStore.get(userInfoAtom)?.email).toBe('new@bourse.local')
    expect(screen.getByText('new@bourse.local')).toBeVisible()
  })

  it('shows a wrong code on the code field', async () => {
    server.use(http.post('/api/app/security/bind', () => errorResponse('verify.code.error', 400)))
    renderPage()
    fireEvent.click(screen.getByRole('button', { name: 'Bind a phone number' }))
    const dialog = screen.getByRole('dialog', { name: 'Bind a phone number' })
    fillIn(dialog, [
      ['Phone number', '612345678'],
      ['Verification code', '000000'],
    ])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Verification code')).toHaveAccessibleDescription(
        /verification code/i,
      ),
    )
  })

  it('changes the login password and says that other sessions ended and withdrawals wait 24 hours', async () => {
    const sent: ChangePasswordRequest[] = []
    let refused = false
    server.use(
      http.post('/api/app/security/password', async ({ request }) => {
        sent.push((await request.json()) as ChangePasswordRequest)
        if (!refused) {
          refused = true
          return errorResponse('password.old.error', 400)
        }
        return HttpResponse.json(successEnvelope(null))
      }),
    )
    renderPage()
    fireEvent.click(screen.getByRole('button', { name: 'Change the login password' }))
    const dialog = screen.getByRole('dialog', { name: 'Change the login password' })
    fillIn(dialog, [
      ['New password', 'short'],
      ['Confirm the new password', 'other'],
    ])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }))
    expect(await within(dialog).findByText('Enter your password.')).toBeVisible()
    expect(within(dialog).getByText('The two passwords do not match.')).toBeVisible()
    expect(sent).toEqual([])

    fillIn(dialog, [
      ['Current password', 'Wrong1234'],
      ['New password', 'Better1234'],
      ['Confirm the new password', 'Better1234'],
    ])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }))
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Current password')).toHaveAccessibleDescription(
        'The current login password is wrong.',
      ),
    )
    fillIn(dialog, [['Current password', 'Demo1234']])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }))
    expect(
      await screen.findByText(
        'Other sessions were signed out; withdrawals are blocked for 24 hours.',
      ),
    ).toBeVisible()
    expect(sent.at(-1)).toEqual({
      oldPassword: 'Demo1234',
      password: 'Better1234',
      confirmPassword: 'Better1234',
    })
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
    renderPage()
    fireEvent.click(screen.getByRole('button', { name: 'Enable the authenticator' }))
    const dialog = screen.getByRole('dialog', { name: 'Enable the authenticator' })
    expect(
      await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible()
    expect(within(dialog).getByText(setup.secret)).toBeVisible()
    expect(within(dialog).getByRole('button', { name: 'Copy the key' })).toBeVisible()

    fillIn(dialog, [['Authenticator code', '111111']])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enable' }))
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Authenticator code')).toHaveAccessibleDescription(
        'Wrong authenticator code.',
      ),
    )
    fillIn(dialog, [['Authenticator code', '287082']])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enable' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(codes).toEqual([{ code: '111111' }, { code: '287082' }])
    expect(appStore.get(userInfoAtom)?.hasAuthenticator).toBe(true)
    expect(screen.getByRole('button', { name: 'Remove the authenticator' })).toBeVisible()
  })

  it('warns about the 24-hour withdrawal block before removing it', async () => {
    server.use(
      http.post('/api/app/security/authenticator/disable', () =>
        HttpResponse.json(successEnvelope<UserInfo>({ ...userFixture, hasAuthenticator: false })),
      ),
    )
    renderPage()
    act(() => appStore.set(userInfoAtom, { ...userFixture, hasAuthenticator: true }))
    fireEvent.click(screen.getByRole('button', { name: 'Remove the authenticator' }))
    const dialog = screen.getByRole('dialog', { name: 'Remove the authenticator' })
    expect(dialog).toHaveTextContent('blocks withdrawals for 24 hours')
    fillIn(dialog, [['Authenticator code', '287082']])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(appStore.get(userInfoAtom)?.hasAuthenticator).toBe(false)
  })
})
