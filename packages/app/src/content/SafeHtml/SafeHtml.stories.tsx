import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { expect, within } from 'storybook/test'
import { SafeHtml } from './SafeHtml'
import { findDanger } from './sanitize'
import { xssCorpus } from './xssCorpus'

/** SafeHtml navigates with react-router, so every story renders inside a memory router. */
const withRouter: Decorator = (Story) => (
  <RouterProvider router={createMemoryRouter([{ path: '*', element: <Story /> }])} />
)

const meta = {
  title: 'App/SafeHtml',
  component: SafeHtml,
  tags: ['autodocs', 'stable'],
  decorators: [withRouter],
  args: {
    html: [
      '<h2>How to deposit</h2>',
      '<p>Open <strong>Assets</strong> and choose <em>Deposit</em>. Send only <code>USDT</code> on the network shown.</p>',
      '<ol><li>Pick the coin and network.</li><li>Copy the address.</li><li>Wait for the confirmations.</li></ol>',
      '<blockquote>Deposits on the wrong network cannot be recovered.</blockquote>',
      '<table><caption>Confirmations</caption><thead><tr><th>Network</th><th>Blocks</th></tr></thead>',
      '<tbody><tr><td>BTC</td><td>2</td></tr><tr><td>ETH</td><td>12</td></tr></tbody></table>',
      '<p>See <a href="/helpCenter">the help centre</a> or <a href="https://example.com/">the network status</a>.</p>',
    ].join(''),
  },
} satisfies Meta<typeof SafeHtml>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'How to deposit' })).toBeVisible()
    await expect(canvas.getByRole('table', { name: 'Confirmations' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'the network status' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    )
  },
}

type Flagged = Window & { __xss?: unknown }

/** Every payload of the XSS corpus, each in its own SafeHtml, in real Chromium: nothing may run. */
export const XssCorpus: Story = {
  render: () => (
    <div data-xss-corpus="">
      {xssCorpus.map(({ name, html }) => (
        <SafeHtml key={name} html={`<h4>${name}</h4>${html}`} data-xss-case={name} />
      ))}
    </div>
  ),
  // A security check, not a look: the page of neutralised payloads is not worth a baseline.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    delete (window as Flagged).__xss
    // Images fail, frames load, handlers fire asynchronously: give them time to run.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect((window as Flagged).__xss).toBeUndefined()
    const elements = Array.from(canvasElement.querySelectorAll('*'))
    const handlers = elements.filter((el) =>
      Array.from(el.attributes).some((a) => a.name.toLowerCase().startsWith('on')),
    )
    await expect(handlers).toEqual([])
    const scripted = elements.filter((el) =>
      /^\s*(javascript|vbscript|data):/i.test(el.getAttribute('href') ?? ''),
    )
    await expect(scripted).toEqual([])
    const cases = Array.from(canvasElement.querySelectorAll('[data-xss-case]'))
    await expect(cases).toHaveLength(xssCorpus.length)
    for (const root of cases) {
      await expect(findDanger(root)).toEqual([])
      // DOMPurify itself did the work: the case's heading is still markup, not flattened text.
      await expect(root.querySelector('h4')).toHaveTextContent(root.getAttribute('data-xss-case')!)
    }
  },
}
