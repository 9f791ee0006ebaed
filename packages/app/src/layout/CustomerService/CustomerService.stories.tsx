import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { initTestI18n } from '../../test/renderApp'
import { ContactList } from './CustomerService'

const meta = {
  title: 'App/CustomerService',
  component: ContactList,
  tags: ['autodocs', 'beta'],
  args: {
    contacts: {
      online_service: 'https://support.bourse.example/chat',
      custom_line: '@bourse-support',
      custom_whatsapp: '+852 5550 1234',
    },
  },
  // The app's texts in English, as its tests have them.
  loaders: [() => initTestI18n()],
} satisfies Meta<typeof ContactList>

export default meta
type Story = StoryObj<typeof meta>

/** A web chat: the online service opens in a new tab; LINE and WhatsApp are text to copy. */
export const WebChat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const link = canvas.getByRole('link', { name: 'https://support.bourse.example/chat' })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(canvas.queryByRole('link', { name: '@bourse-support' })).toBeNull()
  },
}

/** A support mailbox: a `mailto:` value opens the user's mail app, in the same tab. */
export const Mailbox: Story = {
  args: { contacts: { online_service: 'mailto:help@bourse.example' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const link = canvas.getByRole('link', { name: 'mailto:help@bourse.example' })
    await expect(link).toHaveAttribute('href', 'mailto:help@bourse.example')
    await expect(link).not.toHaveAttribute('target')
    await expect(canvas.getAllByText('Not available')).toHaveLength(2)
  },
}

/** Plain text (office hours, a phone number): shown as text, never as a link. */
export const PlainText: Story = {
  args: { contacts: { online_service: 'Live chat in the app, 9:00–21:00 (GMT+8)' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Live chat in the app, 9:00–21:00 (GMT+8)')).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

/** Edit the contacts: a web page, a `mailto:` address or plain text, LINE and WhatsApp. */
export const Playground: Story = {}
