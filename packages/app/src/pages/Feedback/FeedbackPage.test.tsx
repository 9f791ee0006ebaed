import { createHandlers, userFixture } from '@bourse/api-client/mocks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppLayout } from '../../layout/AppLayout'
import { appStore } from '../../session/atoms'
import { setLoggedIn } from '../../session/session'
import { renderRoutes } from '../../test/renderApp'
import { setupTestServer } from '../../test/server'
import { FeedbackPage } from './FeedbackPage'

const server = setupTestServer()
let sent: { method: string; path: string; body?: unknown }[] = []
server.events.on('request:start', ({ request }) => {
  const path = new URL(request.url).pathname
  if (!path.startsWith('/api/app/feedback')) return
  if (request.method !== 'POST') {
    sent.push({ method: request.method, path })
    return
  }
  void request
    .clone()
    .json()
    .then((body: unknown) => sent.push({ method: request.method, path, body }))
})

beforeEach(() => {
  sent = []
  server.use(...createHandlers())
})
afterEach(() => vi.unstubAllGlobals())

function renderFeedback(loggedIn = true) {
  const view = renderRoutes(
    [
      {
        path: '/',
        Component: AppLayout,
        children: [
          { path: 'feedback', Component: FeedbackPage },
          { path: 'login', Component: () => <h1>Login page</h1> },
        ],
      },
    ],
    ['/feedback'],
  )
  if (loggedIn) act(() => setLoggedIn(appStore, userFixture))
  return view
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])
const form = () => screen.findByRole('form', { name: 'Send feedback' })
const pick = (file: File) =>
  act(async () =>
    fireEvent.change(screen.getByLabelText('Photo file for Screenshot (optional)'), {
      target: { files: [file] },
    }),
  )

describe('<FeedbackPage />', () => {
  it('asks a visitor to log in, and keeps the support address', async () => {
    const user = userEvent.setup()
    const { router } = renderFeedback(false)
    expect(await screen.findByText('Log in to send feedback and read the replies.')).toBeVisible()
    expect(screen.queryByRole('form', { name: 'Send feedback' })).toBeNull()
    expect(screen.getByText(/You can also write to .+@/)).toBeVisible()
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toBe('?statusType=0&redirect=%2Ffeedback')
  })

  it('refuses a feedback without a category or with fewer than 10 characters, and sends nothing', async () => {
    const user = userEvent.setup()
    renderFeedback()
    const panel = await form()
    await user.click(within(panel).getByRole('button', { name: 'Send feedback' }))
    expect(within(panel).getByText('Choose a category.')).toBeVisible()

    await user.selectOptions(within(panel).getByLabelText('Category'), 'Withdrawals')
    expect(within(panel).queryByText('Choose a category.')).toBeNull()
    await user.type(within(panel).getByLabelText('Your feedback'), '  Slow   ')
    expect(within(panel).getByText('4 / 2000 characters')).toBeVisible()
    await user.click(within(panel).getByRole('button', { name: 'Send feedback' }))
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Describe the issue in 10 to 2000 characters.',
    )
    expect(within(panel).getByLabelText('Your feedback')).toHaveAttribute('aria-invalid', 'true')
    expect(sent.filter((s) => s.path === '/api/app/feedback/submit')).toEqual([])
  })

  it('refuses a text file named .jpg as a screenshot, without uploading it', async () => {
    renderFeedback()
    const panel = await form()
    await pick(new File(['just some text, not a photo'], 'shot.jpg', { type: 'image/jpeg' }))
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'This file is not a JPEG, PNG, BMP image.',
    )
    expect(sent.filter((s) => s.method === 'PUT')).toEqual([])
  })

  it('sends the category, trimmed text and screenshot with a client id, then lists it under My feedback', async () => {
    vi.stubGlobal('createImageBitmap', async () => ({ width: 640, height: 480, close() {} }))
    const user = userEvent.setup()
    renderFeedback()
    const panel = await form()
    const mine = await screen.findByRole('table', { name: 'My feedback' })
    expect(
      await within(mine).findByText('It was held for a routine review and has now been sent.'),
    ).toBeVisible()

    await user.selectOptions(within(panel).getByLabelText('Category'), 'Something does not work')
    await user.type(
      within(panel).getByLabelText('Your feedback'),
      '  The depth chart stays empty on BTCUSDT.  ',
    )
    await pick(new File([PNG], 'screen.png', { type: 'image/png' }))
    expect(await within(panel).findByText(/^Uploaded/)).toBeVisible()
    expect(sent).toContainEqual({ method: 'PUT', path: '/api/app/feedback/photo' })

    await user.click(within(panel).getByRole('button', { name: 'Send feedback' }))
    expect(await screen.findByText('Thank you: your feedback was sent.')).toBeVisible()
    const submit = sent.find((s) => s.path === '/api/app/feedback/submit')?.body
    expect(submit).toEqual({
      clientId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      category: 'bug',
      content: 'The depth chart stays empty on BTCUSDT.',
      photoId: expect.stringMatching(/^[a-f0-9]{32}$/),
    })
    const first = await waitFor(() => {
      const row = within(mine).getAllByRole('row')[1]
      expect(row).toHaveTextContent('The depth chart stays empty on BTCUSDT.')
      return row
    })
    expect(first).toHaveTextContent('Awaiting reply')
    // The screenshot comes back from the server (with the session's ticket) as a thumbnail.
    const shot = await within(first as HTMLElement).findByRole('img', { name: 'Screenshot' })
    expect(shot.getAttribute('src')).toMatch(/^blob:/)
    // The form is ready for the next one.
    expect(within(panel).getByLabelText('Your feedback')).toHaveValue('')
    expect(within(panel).getByLabelText('Category')).toHaveValue('')
  })
})
