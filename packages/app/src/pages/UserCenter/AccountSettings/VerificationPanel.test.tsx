import type { KycStatus } from '@bourse/api-client'
import { createHandlers, successEnvelope, userFixture } from '@bourse/api-client/mocks'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { AppLayout } from '../../../layout/AppLayout'
import { appStore, userInfoAtom } from '../../../session/atoms'
import { renderRoutes } from '../../../test/renderApp'
import { setupTestServer } from '../../../test/server'
import { VerificationPanel } from './VerificationPanel'

const server = setupTestServer()

/** The panel inside the app's layout, with the real photo uploaders. */
function renderPanel(status: KycStatus = { status: 'not_certified' }) {
  server.use(
    ...createHandlers(),
    http.get('/api/app/kyc/status', () => HttpResponse.json(successEnvelope(status))),
  )
  renderRoutes(
    [
      {
        path: '/',
        Component: AppLayout,
        children: [{ index: true, Component: VerificationPanel }],
      },
    ],
    ['/'],
  )
  act(() => appStore.set(userInfoAtom, userFixture))
  return screen.findByRole('form', { name: 'Verification form' })
}

const photoInput = (form: HTMLElement, label: string) =>
  within(form).queryByLabelText(`Photo file for ${label}`)

describe('<VerificationPanel /> with the photo uploaders', () => {
  it('asks for front, back and hand-held photos for an ID card, and no back for a passport', async () => {
    const form = await renderPanel()
    expect(photoInput(form, 'Front of the certificate')).toBeNull()

    fireEvent.click(within(form).getByRole('radio', { name: 'ID card' }))
    expect(photoInput(form, 'Front of the certificate')).toBeInTheDocument()
    expect(photoInput(form, 'Back of the certificate')).toBeInTheDocument()
    expect(photoInput(form, 'Holding the certificate')).toBeInTheDocument()

    fireEvent.click(within(form).getByRole('radio', { name: 'Passport' }))
    expect(photoInput(form, 'Front of the certificate')).toBeInTheDocument()
    expect(photoInput(form, 'Back of the certificate')).toBeNull()
    expect(photoInput(form, 'Holding the certificate')).toBeInTheDocument()
    expect(
      within(form).getByText('Your face clearly visible, holding the certificate.'),
    ).toBeVisible()
  })

  it('says to upload the photos first when a slot is empty', async () => {
    const form = await renderPanel()
    fireEvent.click(within(form).getByRole('radio', { name: 'Passport' }))
    fireEvent.change(within(form).getByLabelText('Real name'), {
      target: { value: 'Alice Martin' },
    })
    fireEvent.change(within(form).getByLabelText('Certificate number'), {
      target: { value: 'NX12345Q2' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Submit for review' }))
    expect(within(form).getByRole('alert')).toHaveTextContent('Upload the photos first.')
  })
})
