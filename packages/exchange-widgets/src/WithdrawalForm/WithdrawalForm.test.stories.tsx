import type { Withdrawal } from '@bourse/api-client'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AddressManager } from '../AddressManager'
import { fixtureAddresses, fixtureAddressText } from '../AddressManager/AddressManager.fixtures'
import { SubmitError } from '../shared/submitError'
import { field, widthDecorator, type Canvas } from '../shared/testing/stories'
import { WithdrawalForm, type WithdrawalFormSubmit } from './WithdrawalForm'
import {
  FIXTURE_NOW,
  fixedNow,
  fixtureBalances,
  fixtureCoins,
  fixtureLimits,
  fixturePrices,
  withdrawalApplied,
} from './WithdrawalForm.fixtures'

/**
 * The withdrawal form's interaction and edge tests: each is reached by a play function, so it
 * lives here, in the Tests section, with no docs page.
 */
const meta = {
  title: 'Tests/WithdrawalForm',
  component: WithdrawalForm,
  tags: ['!autodocs'],
  args: {
    coins: fixtureCoins,
    limits: fixtureLimits,
    status: 'ready',
    balances: fixtureBalances,
    prices: fixturePrices,
    timeZone: 'UTC',
    now: fixedNow,
    onSubmit: fn(async (request: WithdrawalFormSubmit) => withdrawalApplied(request)),
    onDone: fn(),
    onSetFundPassword: fn(),
    onChainChange: fn(),
    onRetry: fn(),
  },
  decorators: [widthDecorator(480)],
} satisfies Meta<typeof WithdrawalForm>

export default meta
type Story = StoryObj<typeof meta>

const select = (canvas: Canvas, name: string) => canvas.getByRole('combobox', { name })
const password = (canvas: Canvas) => canvas.getByLabelText('Fund password', { selector: 'input' })
const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }))

/** "All" fills the balance; the minimum, the balance and the decimals are checked inline. */
export const AmountChecks: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.selectOptions(select(canvas, 'Coin'), 'BTC')
    await expect(select(canvas, 'Network')).toHaveValue('BTC')
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw all available BTC' }))
    await expect(field(canvas, 'Amount')).toHaveValue('0.5')
    await expect(canvas.getByTestId('arrival')).toHaveTextContent('0.4995 BTC')
    await userEvent.clear(field(canvas, 'Amount'))
    await userEvent.type(field(canvas, 'Amount'), '0.0005')
    await expect(
      canvas.getByText(
        'The minimum is 0.001 BTC, and the amount must be above the 0.0005 BTC fee.',
      ),
    ).toBeVisible()
    await userEvent.clear(field(canvas, 'Amount'))
    await userEvent.type(field(canvas, 'Amount'), '0.6')
    await expect(canvas.getByText('The amount is more than the 0.50 BTC available.')).toBeVisible()
    await submit(canvas)
    await expect(canvas.getByText('Enter an address.')).toBeVisible()
    await expect(canvas.getByText('Enter your fund password.')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** The address book opens in a dialog with the chain's addresses; a click fills the address. */
export const AddressBook: Story = {
  args: {
    renderAddressBook: ({ chain, onSelect }) => (
      <AddressManager
        addresses={fixtureAddresses}
        mode="select"
        chain={chain}
        onSelect={onSelect}
      />
    ),
  },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const page = within(canvasElement.ownerDocument.body)
    await userEvent.selectOptions(select(canvas, 'Network'), 'TRC20')
    await userEvent.click(canvas.getByRole('button', { name: 'Address book' }))
    const dialog = await page.findByRole('dialog', { name: 'Address book' })
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2)
    await userEvent.click(within(dialog).getByRole('button', { name: /Ledger/ }))
    await expect(field(canvas, 'Address')).toHaveValue(fixtureAddressText.TRC20b)
    await expect(page.queryByRole('dialog')).toBeNull()
  },
}

/** A wrong fund password shows under its field, a wrong code under its own, others above the button. */
export const ServerErrors: Story = {
  args: {
    onSubmit: fn(async (request: WithdrawalFormSubmit): Promise<Withdrawal> => {
      if (request.fundPassword === 'wrong')
        throw new SubmitError('The fund password is wrong.', {
          fundPassword: 'The fund password is wrong.',
        })
      if (request.authenticatorCode === '000000')
        throw new SubmitError('The code is wrong.', { authenticatorCode: 'The code is wrong.' })
      throw new SubmitError('Too many attempts: try again later.')
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(field(canvas, 'Address'), fixtureAddressText.ERC20)
    await userEvent.type(field(canvas, 'Amount'), '50')
    await userEvent.type(password(canvas), 'wrong')
    await userEvent.type(field(canvas, 'Authenticator code'), '000000')
    await submit(canvas)
    await expect(password(canvas)).toHaveAccessibleDescription('The fund password is wrong.')
    await userEvent.clear(password(canvas))
    await userEvent.type(password(canvas), 'right')
    await submit(canvas)
    await expect(field(canvas, 'Authenticator code')).toHaveAccessibleDescription(
      'The code is wrong.',
    )
    await userEvent.clear(field(canvas, 'Authenticator code'))
    await userEvent.type(field(canvas, 'Authenticator code'), '111111')
    await submit(canvas)
    await expect(await canvas.findByText('Too many attempts: try again later.')).toBeVisible()
    await expect(field(canvas, 'Amount')).toHaveValue('50')
  },
}

/** A block that has ended no longer stops the form. */
export const BlockOver: Story = {
  args: {
    limits: { ...fixtureLimits, blockedUntil: FIXTURE_NOW - 1, blockReason: 'password_changed' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Withdraw' })).toBeVisible()
  },
}
