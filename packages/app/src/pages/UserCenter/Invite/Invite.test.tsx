import { createHandlers, userFixture } from '@bourse/api-client/mocks'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppLayout } from '../../../layout/AppLayout'
import { appStore } from '../../../session/atoms'
import { setLoggedIn } from '../../../session/session'
import { renderRoutes } from '../../../test/renderApp'
import { setupTestServer } from '../../../test/server'
import { InvitePage } from './Invite'

const server = setupTestServer(...createHandlers())
let recordBodies: unknown[] = []
server.events.on('request:start', ({ request }) => {
  if (new URL(request.url).pathname !== '/api/app/invite/records') return
  void request
    .clone()
    .json()
    .then((body: unknown) => recordBodies.push(body))
})

/** jsdom draws nothing: a 2D context that records the text, and a canvas that encodes a PNG. */
let drawn: string[] = []
beforeEach(() => {
  recordBodies = []
  drawn = []
  const ctx = {
    fillStyle: '',
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    fillRect: () => undefined,
    setTransform: () => undefined,
    fillText: (text: string) => void drawn.push(text),
    measureText: (text: string) => ({ width: text.length * 20 }),
  }
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    ctx as unknown as CanvasRenderingContext2D,
  )
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) =>
    callback(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: type ?? '' })),
  )
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

function renderInvite() {
  const view = renderRoutes(
    [{ path: '/', Component: AppLayout, children: [{ path: 'invite', Component: InvitePage }] }],
    ['/invite'],
  )
  act(() => setLoggedIn(appStore, userFixture))
  return view
}

const link = () => `${window.location.origin}/register?statusType=1&code=BRS7K2QX`

describe('<InvitePage />', () => {
  it('shows the code, the registration link and the counts, and copies the link', async () => {
    const user = userEvent.setup()
    renderInvite()
    expect(await screen.findByTestId('invite-code')).toHaveTextContent('BRS7K2QX')
    expect(screen.getByTestId('invite-link')).toHaveTextContent(link())
    expect(screen.getByText('Level-1 invitees').nextElementSibling).toHaveTextContent('2')
    expect(screen.getByText('Level-2 invitees').nextElementSibling).toHaveTextContent('1')
    await user.click(screen.getByRole('button', { name: 'Copy the invitation link' }))
    expect(await navigator.clipboard.readText()).toBe(link())
    await user.click(screen.getByRole('button', { name: 'Copy the invitation code' }))
    expect(await navigator.clipboard.readText()).toBe('BRS7K2QX')
  })

  it('lists level-1 records, and level 2 in its own tab', async () => {
    const user = userEvent.setup()
    renderInvite()
    const level1 = await screen.findByRole('table', { name: 'Level-1 invitation records' })
    const row = (await within(level1).findByText('a***e@mail.com')).closest('tr')
    expect(row).toHaveTextContent('Verified')
    expect(row).toHaveTextContent('BRS7K2QX')
    expect(within(level1).queryByText('m***o')).toBeNull()
    await user.click(screen.getByRole('tab', { name: 'Level 2' }))
    const level2 = await screen.findByRole('table', { name: 'Level-2 invitation records' })
    expect(await within(level2).findByText('m***o')).toBeVisible()
    expect(within(level2).getByText('ALC3P9WZ')).toBeVisible()
    expect(recordBodies).toEqual([
      { level: 1, pageIndex: 1, pageSize: 20 },
      { level: 2, pageIndex: 1, pageSize: 20 },
    ])
  })

  it('draws the poster with the code and downloads it as bourse-invite-<code>.png', async () => {
    const user = userEvent.setup()
    const saved: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob)
      return 'blob:poster'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    const clicked: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this)
    })
    renderInvite()
    await screen.findByRole('img', { name: /with the code BRS7K2QX/ })
    // What is saved is the full-size poster, not the preview.
    expect(document.querySelector('canvas[hidden]')).toHaveAttribute('width', '750')
    await waitFor(() => expect(drawn).toContain('BRS7K2QX'))
    expect(drawn).toContain('Trade crypto with me on Bourse')
    await user.click(screen.getByRole('button', { name: 'Download PNG' }))
    await waitFor(() => expect(clicked).toHaveLength(1))
    expect(clicked[0]?.download).toBe('bourse-invite-BRS7K2QX.png')
    expect(clicked[0]?.href).toBe('blob:poster')
    expect(saved[0]?.type).toBe('image/png')
  })

  it('copies the poster as a PNG image, and says so when the browser refuses', async () => {
    const user = userEvent.setup()
    renderInvite()
    await screen.findByRole('img', { name: /with the code BRS7K2QX/ })
    const write = vi
      .spyOn(navigator.clipboard, 'write')
      .mockRejectedValueOnce(new DOMException('Write permission denied.', 'NotAllowedError'))
      .mockResolvedValueOnce(undefined)
    await user.click(screen.getByRole('button', { name: 'Copy image' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your browser did not allow copying the image; download it instead.',
    )
    await user.click(screen.getByRole('button', { name: 'Copy image' }))
    expect(await screen.findByText('Poster copied')).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(write).toHaveBeenCalledTimes(2)
    const [item] = write.mock.calls[1]?.[0] ?? []
    expect(item?.types).toEqual(['image/png'])
    expect((await item?.getType('image/png'))?.type).toBe('image/png')
  })
})
