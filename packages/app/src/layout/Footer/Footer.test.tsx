import { createHandlers } from '@bourse/api-client/mocks'
import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '../../test/renderApp'
import { setupTestServer } from '../../test/server'
import { AppLayout } from '../AppLayout'

const server = setupTestServer(...createHandlers())
/** The settings the server has answered. */
const answered: string[] = []
server.events.on('response:mocked', ({ request }) => {
  const url = new URL(request.url)
  if (url.pathname === '/api/app/systemConfig/getByKey')
    answered.push(url.searchParams.get('key') ?? '')
})

/** The footer as the site shows it: under the layout, which provides the API client. */
function renderFooter(demoMode: 'true' | 'false') {
  server.use(...createHandlers({ config: { demo_mode: demoMode } }))
  answered.length = 0
  renderRoutes(
    [{ path: '/', Component: AppLayout, children: [{ index: true, Component: () => null }] }],
    ['/'],
  )
}

describe('<Footer />', () => {
  it('links to the design system on a demo server', async () => {
    renderFooter('true')
    const link = await screen.findByRole('link', { name: 'Design system' })
    expect(link).toHaveAttribute('href', '/storybook/')
  })

  it('shows no design system link on a live exchange', async () => {
    renderFooter('false')
    expect(await screen.findByRole('link', { name: 'Fee levels' })).toBeVisible()
    // Once the answer is in and read, the footer has had its chance to show the link.
    await waitFor(() => expect(answered).toContain('demo_mode'))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.queryByRole('link', { name: 'Design system' })).toBeNull()
  })
})
