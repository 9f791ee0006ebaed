import type {
  BindAccountRequest,
  ChangePasswordRequest,
  ErrorCode,
  FundPasswordRequest,
  KycPhoto,
  KycStatus,
  KycSubmitRequest,
  UserInfo,
} from '@bourse/api-client'
import {
  createHandlers,
  errorResponse,
  successEnvelope,
  userFixture,
} from '@bourse/api-client/mocks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appStore, userInfoAtom } from '../../session/atoms'
import { renderRoutes } from '../../test/renderApp'
import { AccountSettingsPage } from './AccountSettings'
import { setupTestServer } from '../../test/server'

/*
 * The photo uploader is another widget's job (`KycUploaderConnected`, tested where it lives):
 * here a stand-in button "uploads" a photo for its slot, so the form's own rules are tested.
 */
vi.mock('@bourse/exchange-widgets', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>()
  return {
    ...actual,
    KycUploaderConnected: ({
      slot,
      label,
      onChange,
    }: {
      slot: KycPhoto['slot']
      label: string
      onChange: (photo: KycPhoto | null) => void
    }) => (
      <button
        type="button"
        onClick={() => onChange({ photoId: `photo-${slot}`, slot, size: 1000, type: 'jpeg' })}
      >
        {`Upload: ${label}`}
      </button>
    ),
  }
})

const server = setupTestServer()
const calls: string[] = []
server.events.on('request:start', ({ request }) => void calls.push(new URL(request.url).pathname))

afterEach(() => {
  calls.length = 0
})

const notCertified: KycStatus = { status: 'not_certified' }

function renderPage(options: Parameters<typeof createHandlers>[0] = {}, kyc = notCertified) {
  server.use(
    ...createHandlers(options),
    http.get('/api/app/kyc/status', () => HttpResponse.json(successEnvelope(kyc))),
  )
  const view = renderRoutes(
    [{ path: '/accountSet', Component: AccountSettingsPage }],
    ['/accountSet'],
  )
  act(() => appStore.set(userInfoAtom, userFixture))
  return view
}

const regenerate = '/api/app/robot/key/regenerate'

describe('<AccountSettingsPage /> robot key', () => {
  it('issues a first key at once and shows it once, with a copy button', async () => {
    renderPage({ robotKey: { hasKey: false, createdAt: null, hint: null } })
    const panel = (await screen.findByRole('heading', { name: 'Quantitative robot key' })).closest(
      'section',
    ) as HTMLElement
    await within(panel).findByText('No key yet')
    fireEvent.click(within(panel).getByRole('button', { name: 'Generate key' }))

    const key = await within(panel).findByText(/^rk_live_/)
    expect(calls).toContain(regenerate)
    expect(within(panel).getByText('Store it now: it will not be shown again.')).toBeVisible()
    expect(within(panel).getByRole('button', { name: 'Copy the secret key' })).toBeVisible()
    expect(within(panel).getByText(/^Key ending in x7Qa, created/)).toBeVisible()

    fireEvent.click(within(panel).getByRole('button', { name: 'I have stored it' }))
    expect(key).not.toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'Generate a new key' })).toBeVisible()
  })

  it('asks before replacing an existing key, and keeps it when the user cancels', async () => {
    renderPage()
    await screen.findByText(/^Key ending in x7Qa, created/)
    fireEvent.click(screen.getByRole('button', { name: 'Generate a new key' }))
    const dialog = screen.getByRole('dialog', { name: 'Generate a new key?' })
    expect(dialog).toHaveTextContent('Your current key stops working at once.')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(calls).not.toContain(regenerate)

    fireEvent.click(screen.getByRole('button', { name: 'Generate a new key' }))
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Generate a new key?' })).getByRole('button', {
        name: 'Generate',
      }),
    )
    await screen.findByText(/^rk_live_/)
    expect(calls).toContain(regenerate)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('<AccountSettingsPage /> fund password', () => {
  /** The fund password endpoint: refuses with `refusal` once, then accepts. */
  function fundPasswordServer(refusal?: [ErrorCode, number]) {
    const sent: FundPasswordRequest[] = []
    let refused = false
    server.use(
      http.post('/api/app/security/fundPassword', async ({ request }) => {
        sent.push((await request.json()) as FundPasswordRequest)
        if (refusal && !refused) {
          refused = true
          return errorResponse(refusal[0], refusal[1])
        }
        return HttpResponse.json(successEnvelope(null))
      }),
    )
    return sent
  }

  const fill = (dialog: HTMLElement, values: [string, string][]) => {
    for (const [label, value] of values)
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } })
  }

  it('checks the fields before sending: required, 6 to 32 characters, the same twice', async () => {
    const sent = fundPasswordServer()
    renderPage()
    fireEvent.click(screen.getByRole('button', { name: 'Set the fund password' }))
    const dialog = screen.getByRole('dialog', { name: 'Set the fund password' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Enter your password.')).toBeVisible()
    expect(within(dialog).getByText('Enter a fund password.')).toBeVisible()
    fill(dialog, [
      ['Fund password', '12345'],
      ['Confirm the fund password', '123456'],
    ])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(
      await within(dialog).findByText('The fund password needs 6 to 32 characters.'),
    ).toBeVisible()
    expect(within(dialog).getByText('The two passwords do not match.')).toBeVisible()
    expect(sent).toEqual([])
  })

  it.each([
    ['login.failed', 401, 'Login password', 'The login password is wrong.'],
    [
      'fund.password.same',
      422,
      'Fund password',
      'The fund password must differ from the login password.',
    ],
    ['password.weak', 422, 'Fund password', 'The fund password needs 6 to 32 characters.'],
    ['password.mismatch', 400, 'Confirm the fund password', 'The two passwords do not match.'],
  ] as const)('shows %s on its field', async (code, status, field, message) => {
    fundPasswordServer([code, status])
    renderPage()
    fireEvent.click(screen.getByRole('button', { name: 'Set the fund password' }))
    const dialog = screen.getByRole('dialog', { name: 'Set the fund password' })
    fill(dialog, [
      ['Login password', 'Demo1234'],
      ['Fund password', 'fund-pass'],
      ['Confirm the fund password', 'fund-pass'],
    ])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(within(dialog).getByLabelText(field)).toHaveAccessibleDescription(message),
    )
  })

  it('sets the fund password, reloads the user and offers to change it afterwards', async () => {
    const sent = fundPasswordServer()
    renderPage({ user: { ...userFixture, hasFundPassword: true } })
    // Signed in: the user info is reloaded with the token.
    localStorage.setItem('bourse:ticket', 'test-token')
    fireEvent.click(screen.getByRole('button', { name: 'Set the fund password' }))
    const dialog = screen.getByRole('dialog', { name: 'Set the fund password' })
    fill(dialog, [
      ['Login password', 'Demo1234'],
      ['Fund password', 'fund-pass'],
      ['Confirm the fund password', 'fund-pass'],
    ])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent).toEqual([
      { password: 'Demo1234', fundPassword: 'fund-pass', confirmFundPassword: 'fund-pass' },
    ])
    expect(calls).toContain('/api/app/account/getUserInfo')
    expect(await screen.findByText('The fund password is set.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Change the fund password' })).toBeVisible()
  })
})

const fillIn = (scope: HTMLElement, values: [string, string][]) => {
  for (const [label, value] of values)
    fireEvent.change(within(scope).getByLabelText(label), { target: { value } })
}

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

describe('<AccountSettingsPage /> safety level', () => {
  it('shows the level and the next missing factor, which opens its action', async () => {
    renderPage()
    expect(screen.getByRole('meter', { name: 'Safety level' })).toHaveAttribute(
      'aria-valuetext',
      'Low',
    )
    expect(screen.getByText(/bind a phone number\./)).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Bind phone' }))
    expect(screen.getByRole('dialog', { name: 'Bind a phone number' })).toBeVisible()
  })
})

describe('<AccountSettingsPage /> real-name verification', () => {
  const form = () => screen.findByRole('form', { name: 'Verification form' })

  it(
    'asks for the certificate type first, then the photos it needs',
    { timeout: 20_000 },
    async () => {
      const submitted: KycSubmitRequest[] = []
      server.use(
        http.post('/api/app/kyc/submit', async ({ request }) => {
          submitted.push((await request.json()) as KycSubmitRequest)
          return HttpResponse.json(
            successEnvelope<KycStatus>({
              status: 'to_be_reviewed',
              certType: 'passport',
              realName: 'A*** ******',
              certNumber: 'NX*****Q2',
            }),
          )
        }),
      )
      renderPage()
      const panel = await form()
      fireEvent.click(within(panel).getByRole('button', { name: 'Submit for review' }))
      expect(within(panel).getByRole('alert')).toHaveTextContent('Select a certificate type first.')
      expect(within(panel).queryByRole('button', { name: /^Upload/ })).toBeNull()

      fireEvent.click(within(panel).getByRole('radio', { name: 'ID card' }))
      expect(within(panel).getAllByRole('button', { name: /^Upload/ })).toHaveLength(3)

      fireEvent.click(within(panel).getByRole('radio', { name: 'Passport' }))
      const uploads = within(panel).getAllByRole('button', { name: /^Upload/ })
      expect(uploads.map((b) => b.textContent)).toEqual([
        'Upload: Front of the certificate',
        'Upload: Holding the certificate',
      ])
      fillIn(panel, [
        ['Real name', 'Alice Martin'],
        ['Certificate number', 'nx 12345 q2'],
      ])
      fireEvent.click(within(panel).getByRole('button', { name: 'Submit for review' }))
      expect(within(panel).getByRole('alert')).toHaveTextContent('Upload the photos first.')
      expect(submitted).toEqual([])

      for (const upload of uploads) fireEvent.click(upload)
      fireEvent.click(within(panel).getByRole('button', { name: 'Submit for review' }))
      expect(await screen.findByText('Under review', { selector: '*:not(em)' })).toBeVisible()
      expect(submitted).toEqual([
        {
          certType: 'passport',
          realName: 'Alice Martin',
          certNumber: 'NX12345Q2',
          frontPhotoId: 'photo-front',
          handPhotoId: 'photo-hand',
        },
      ])
      expect(screen.getByText('NX*****Q2')).toBeVisible()
    },
  )

  it('shows why a review failed and lets the user submit again', async () => {
    renderPage(
      {},
      {
        status: 'review_failed',
        reason: 'The photo is blurred',
        certType: 'passport',
        photos: [{ photoId: 'old-front', slot: 'front', size: 1000, type: 'png' }],
      },
    )
    expect(
      await screen.findByText(
        'The review failed: The photo is blurred. Correct it and submit again.',
      ),
    ).toBeVisible()
    const panel = screen.getByRole('region', { name: 'Real-name verification' })
    fireEvent.click(within(panel).getByRole('button', { name: 'Resubmit' }))
    const again = await form()
    // The refused submission's type is chosen again, and its photos are offered again.
    expect(within(again).getByRole('radio', { name: 'Passport' })).toBeChecked()
    expect(within(again).getAllByRole('button', { name: /^Upload/ })).toHaveLength(2)
  })
})
