import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { createStore, Provider } from 'jotai'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { expect, userEvent, within } from 'storybook/test'
import { inboxUnreadAtom } from '../../session/inbox'
import { initTestI18n } from '../../test/renderApp'
import { NoticeMenu } from './NoticeMenu'

/**
 * A memory router (the menu holds links) and a store holding the story's unread count; one per
 * story (two would nest routers).
 */
const withSession =
  (unread: number): Decorator =>
  (Story) => {
    const store = createStore()
    store.set(inboxUnreadAtom, unread)
    return (
      <Provider store={store}>
        <div
          style={{
            display: 'flex',
            alignItems: 'flex-start',
            justifyContent: 'flex-end',
            minHeight: 200,
          }}
        >
          <RouterProvider router={createMemoryRouter([{ path: '*', element: <Story /> }])} />
        </div>
      </Provider>
    )
  }

const meta = {
  title: 'App/NoticeMenu',
  component: NoticeMenu,
  tags: ['autodocs', 'stable'],
  args: { loggedIn: true },
  // The app's texts in English, as its tests have them.
  loaders: [() => initTestI18n()],
} satisfies Meta<typeof NoticeMenu>

export default meta
type Story = StoryObj<typeof meta>

/** Signed in with unread messages: the badge, and the card with both links on hover. */
export const Default: Story = {
  decorators: [withSession(3)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const icon = canvas.getByRole('link', { name: 'Notices, 3 unread messages' })
    await expect(canvas.getByTestId('unread-badge')).toHaveTextContent('3')
    await userEvent.hover(icon)
    const card = await canvas.findByRole('list', { name: 'Announcements and messages' })
    await expect(within(card).getByRole('link', { name: 'Messages (3)' })).toHaveAttribute(
      'href',
      '/messages',
    )
  },
}

/** More than 99 unread: the badge stays round. */
export const LongContent: Story = {
  decorators: [withSession(250)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('unread-badge')).toHaveTextContent('99+')
  },
}

/** Nothing unread: no badge. */
export const Empty: Story = {
  decorators: [withSession(0)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('unread-badge')).toBeNull()
  },
}

/** Signed out: a plain link to the announcements. */
export const SignedOut: Story = {
  args: { loggedIn: false },
  decorators: [withSession(0)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Notices' })).toHaveAttribute(
      'href',
      '/noticeList',
    )
    await expect(canvas.queryByTestId('unread-badge')).toBeNull()
  },
}

/** Signed in or out, with three unread messages while signed in. */
export const Playground: Story = { decorators: [withSession(3)] }
