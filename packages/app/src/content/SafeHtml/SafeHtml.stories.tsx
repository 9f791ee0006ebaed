import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { expect, within } from 'storybook/test'
import { SafeHtml } from './SafeHtml'

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

/** Type or paste any HTML into `html`: what reaches the page is what is left after cleaning. */
export const Playground: Story = { argTypes: { html: { control: 'text' } } }
