import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { RobotPanel } from './RobotPanel'
import { endedDetail } from './RobotPanel.fixtures'
import main from './RobotPanel.stories'

/**
 * The robot panel's interaction tests: each is reached by a play function, so it lives here,
 * in the Tests section, with no docs page.
 */
const meta = {
  ...main,
  title: 'Tests/RobotPanel',
  tags: ['!autodocs'],
} satisfies Meta<typeof RobotPanel>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing is sent while the investment, the key or a parameter is wrong; each field says why. */
export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const lines = canvas.getByLabelText('Grid lines')
    await userEvent.clear(lines)
    await userEvent.type(lines, '60')
    await userEvent.type(canvas.getByLabelText('Investment'), '50')
    await userEvent.click(canvas.getByRole('button', { name: 'Start robot' }))
    await expect(args.onStart).not.toHaveBeenCalled()
    await expect(canvas.getByText('At most 50')).toBeVisible()
    await expect(lines).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByText('Investment below starting amount (100.00 USDT)')).toBeVisible()
    await expect(canvas.getByText('Enter your secret key')).toBeVisible()
  },
}

/** The server refuses the key: its message shows and every input keeps its value. */
export const StartFails: Story = {
  args: {
    onStart: fn(async () => {
      throw new globalThis.Error('Wrong secret key')
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Investment'), '500')
    await userEvent.type(canvas.getByLabelText('Secret key'), 'not-my-key')
    await userEvent.click(canvas.getByRole('button', { name: 'Start robot' }))
    await expect(args.onStart).toHaveBeenCalledTimes(1)
    await waitFor(() =>
      expect(canvas.getAllByRole('alert').some((a) => a.textContent === 'Wrong secret key')).toBe(
        true,
      ),
    )
    await expect(canvas.getByLabelText('Investment')).toHaveValue('500')
    await expect(canvas.getByLabelText('Secret key')).toHaveValue('not-my-key')
    await userEvent.click(canvas.getByRole('button', { name: 'Show secret key' }))
    await expect(canvas.getByLabelText('Secret key')).toHaveAttribute('type', 'text')
  },
}

/** "Run again" opens the form with the ended run's strategy, parameters and investment. */
export const RunAgain: Story = {
  args: { run: endedDetail.run, steps: endedDetail.steps, orders: endedDetail.orders },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Run again' }))
    await expect(canvas.getByLabelText('Investment')).toHaveValue('500')
    await expect(canvas.getByRole('radio', { name: /Grid/ })).toBeChecked()
    await expect(canvas.getByLabelText('Grid lines')).toHaveValue('10')
  },
}

/** The key link leads to where keys are issued. */
export const GetKey: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Get a secret key' }))
    await expect(args.onGetKeyRequest).toHaveBeenCalledTimes(1)
  },
}
