import type {
  ErrorCode,
  FundPasswordRequest,
  KycPhoto,
  KycStatus,
  KycSubmitRequest,
} from '@bourse/api-client'
import { errorResponse, successEnvelope, userFixture } from '@bourse/api-client/mocks'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { calls, fillIn, passStepUp, renderPage, server } from './AccountSettings.testing'

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
    renderPage()
    const sent = fundPasswordServer()
    fireEvent.click(screen.getByRole('button', { name: 'Set the fund password' }))
    const dialog = screen.getByRole('dialog', { name: 'Set the fund password' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Enter a fund password.')).toBeVisible()
    expect(within(dialog).queryByLabelText('Login password')).toBeNull()
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
    [
      'fund.password.same',
      422,
      'Fund password',
      'The fund password must differ from the login password.',
    ],
    ['password.weak', 422, 'Fund password', 'The fund password needs 6 to 32 characters.'],
    ['password.mismatch', 400, 'Confirm the fund password', 'The two passwords do not match.'],
  ] as const)('shows %s on its field', async (code, status, field, message) => {
    renderPage()
    fundPasswordServer([code, status])
    fireEvent.click(screen.getByRole('button', { name: 'Set the fund password' }))
    const dialog = screen.getByRole('dialog', { name: 'Set the fund password' })
    fill(dialog, [
      ['Fund password', 'fund-pass'],
      ['Confirm the fund password', 'fund-pass'],
    ])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await passStepUp()
    const again = screen.getByRole('dialog', { name: 'Set the fund password' })
    await waitFor(() =>
      expect(within(again).getByLabelText(field)).toHaveAccessibleDescription(message),
    )
  })

  it('sets the fund password, reloads the user and offers to change it afterwards', async () => {
    renderPage({ user: { ...userFixture, hasFundPassword: true } })
    const sent = fundPasswordServer()
    // Signed in: the user info is reloaded with the token.
    localStorage.setItem('bourse:ticket', 'test-token')
    fireEvent.click(screen.getByRole('button', { name: 'Set the fund password' }))
    const dialog = screen.getByRole('dialog', { name: 'Set the fund password' })
    fill(dialog, [
      ['Fund password', 'fund-pass'],
      ['Confirm the fund password', 'fund-pass'],
    ])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await passStepUp()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent).toEqual([
      {
        stepUpToken: 'mock-step-up-1',
        fundPassword: 'fund-pass',
        confirmFundPassword: 'fund-pass',
      },
    ])
    expect(calls).toContain('/api/app/account/getUserInfo')
    expect(await screen.findByText('The fund password is set.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Change the fund password' })).toBeVisible()
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
    'asks for the certificate type first, then the photos it needs, then the nationality',
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
              nationality: 'NL',
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
      expect(within(panel).getByRole('alert')).toHaveTextContent(
        'Choose your nationality from the list.',
      )
      expect(submitted).toEqual([])
      // Every assigned country, named in the active language, sorted by name.
      const nationality = within(panel).getByRole('combobox', { name: 'Nationality' })
      const names = within(nationality)
        .getAllByRole('option')
        .map((o) => o.textContent)
      expect(names[0]).toBe('Choose a country or region')
      expect(names).toHaveLength(250)
      expect(names).toContain('Netherlands')
      expect(names.slice(1, 3)).toEqual(['Afghanistan', 'Åland Islands'])
      fireEvent.change(nationality, { target: { value: 'NL' } })
      expect(screen.getByText('Not set', { selector: 'dd' })).toBeVisible()

      fireEvent.click(within(panel).getByRole('button', { name: 'Submit for review' }))
      expect(await screen.findByText('Under review', { selector: '*:not(em)' })).toBeVisible()
      expect(submitted).toEqual([
        {
          certType: 'passport',
          realName: 'Alice Martin',
          nationality: 'NL',
          certNumber: 'NX12345Q2',
          frontPhotoId: 'photo-front',
          handPhotoId: 'photo-hand',
        },
      ])
      expect(screen.getByText('NX*****Q2')).toBeVisible()
      // The status and the profile both name the country the user declared.
      const profile = screen.getByRole('region', { name: 'Profile' })
      expect(within(profile).getByText('Netherlands', { selector: 'dd' })).toBeVisible()
      const status = screen.getByRole('region', { name: 'Real-name verification' })
      expect(within(status).getByText('Netherlands', { selector: 'dd' })).toBeVisible()
    },
  )

  it('shows why a review failed and lets the user submit again', async () => {
    renderPage(
      {},
      {
        status: 'review_failed',
        reason: 'The photo is blurred',
        certType: 'passport',
        nationality: 'TH',
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
    expect(within(again).getByRole('combobox', { name: 'Nationality' })).toHaveValue('TH')
    expect(within(again).getAllByRole('button', { name: /^Upload/ })).toHaveLength(2)
  })
})
