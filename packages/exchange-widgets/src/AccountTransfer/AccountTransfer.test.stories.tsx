import type { Transfer } from '@bourse/api-client'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { field, type Canvas } from '../shared/testing/stories'
import type { AccountTransfer } from './AccountTransfer'
import { type AccountTransferSubmit } from './AccountTransfer'
import main from './AccountTransfer.stories'

/**
 * The transfer form's interaction tests: each is reached by a play function, so it lives here,
 * in the Tests section, with no docs page.
 */
const meta = {
  ...main,
  title: 'Tests/AccountTransfer',
  tags: ['!autodocs'],
} satisfies Meta<typeof AccountTransfer>

export default meta
type Story = StoryObj<typeof meta>

const select = (canvas: Canvas, name: string) => canvas.getByRole('combobox', { name })

/**
 * Only the seven directions: from spot the targets are contract, financial and second; from
 * financial only spot; contract -> financial cannot be swapped (financial -> contract is not
 * allowed). Swapping spot -> second gives second -> spot.
 */
export const Directions: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const targets = () =>
      within(select(canvas, 'To'))
        .getAllByRole('option')
        .map((o) => o.textContent)
    await expect(targets()).toEqual(['Contract', 'Savings', 'Second contract'])
    await expect(
      within(select(canvas, 'From'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Spot', 'Contract', 'Savings', 'Second contract'])

    await userEvent.selectOptions(select(canvas, 'To'), 'second')
    await userEvent.click(canvas.getByRole('button', { name: 'Swap accounts' }))
    await expect(select(canvas, 'From')).toHaveValue('second')
    await expect(select(canvas, 'To')).toHaveValue('spot')
    await expect(args.onAccountsChange).toHaveBeenLastCalledWith({
      from: 'second',
      to: 'spot',
      asset: 'USDT',
    })
    await expect(canvas.getByTestId('available')).toHaveTextContent('25,000.00 USDT')

    await userEvent.selectOptions(select(canvas, 'From'), 'financial')
    await expect(targets()).toEqual(['Spot'])
    await userEvent.selectOptions(select(canvas, 'From'), 'contract')
    await userEvent.selectOptions(select(canvas, 'To'), 'financial')
    await expect(canvas.getByRole('button', { name: 'Swap accounts' })).toBeDisabled()
  },
}

/** Zero and more than available are refused before anything is posted. */
export const Validation: Story = {
  args: { defaultFrom: 'contract', defaultTo: 'spot' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }))
    await expect(
      canvas.getByText('Enter an amount greater than 0 with at most 8 decimals.'),
    ).toBeVisible()
    await userEvent.type(field(canvas, 'Amount'), '1250.51')
    await expect(canvas.getByText('Insufficient balance.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** A refused transfer shows the server's (translated) message and keeps the amount. */
export const Rejected: Story = {
  args: {
    onSubmit: fn(async (request: AccountTransferSubmit): Promise<Transfer> => {
      throw new Error(`Insufficient balance (${request.from}).`)
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(field(canvas, 'Amount'), '100')
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }))
    await expect(await canvas.findByText('Insufficient balance (spot).')).toBeVisible()
    await expect(field(canvas, 'Amount')).toHaveValue('100')
  },
}
