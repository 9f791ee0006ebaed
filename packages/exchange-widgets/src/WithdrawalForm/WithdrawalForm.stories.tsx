import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { fixtureAddressText } from '../AddressManager/AddressManager.fixtures'
import { field, widthDecorator, type Canvas } from '../shared/testing/stories'
import { WithdrawalForm, type WithdrawalFormSubmit } from './WithdrawalForm'
import {
  FIXTURE_NOW,
  fixedNow,
  fixtureBalances,
  fixtureBaseLimits,
  fixtureCoins,
  fixtureLimits,
  fixturePrices,
  withdrawalApplied,
} from './WithdrawalForm.fixtures'

const meta = {
  title: 'Widgets/WithdrawalForm',
  component: WithdrawalForm,
  tags: ['autodocs', 'stable'],
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
  argTypes: {
    // The clock the block countdown reads: stories pin it.
    now: { table: { disable: true } },
  },
  decorators: [widthDecorator(480)],
} satisfies Meta<typeof WithdrawalForm>

export default meta
type Story = StoryObj<typeof meta>

const select = (canvas: Canvas, name: string) => canvas.getByRole('combobox', { name })
const password = (canvas: Canvas) => canvas.getByLabelText('Fund password', { selector: 'input' })
const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }))

/** Types the fund password and the authenticator `code`, then submits. */
async function confirmAndSubmit(canvas: Canvas, code: string) {
  await userEvent.type(password(canvas), 'fund-secret')
  await userEvent.type(field(canvas, 'Authenticator code'), code)
  await submit(canvas)
}

/**
 * USDT over TRC-20: the quote shows the 1 USDT fee and 99 arriving; the request carries the
 * address, the fund password and the code; "Applied" shows the record and the secrets are gone.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.selectOptions(select(canvas, 'Network'), 'TRC20')
    await expect(args.onChainChange).toHaveBeenLastCalledWith({ coin: 'USDT', chain: 'TRC20' })
    await userEvent.type(field(canvas, 'Address'), fixtureAddressText.TRC20)
    await userEvent.type(field(canvas, 'Amount'), '100')
    await expect(canvas.getByTestId('fee')).toHaveTextContent('1.00 USDT')
    await expect(canvas.getByTestId('arrival')).toHaveTextContent('99.00 USDT')
    await expect(canvas.getByTestId('remaining')).toHaveTextContent('88,500.00 USDT')
    await confirmAndSubmit(canvas, '123456')
    await expect(args.onSubmit).toHaveBeenCalledWith({
      method: 'chain',
      coin: 'USDT',
      chain: 'TRC20',
      address: fixtureAddressText.TRC20,
      amount: '100',
      fundPassword: 'fund-secret',
      authenticatorCode: '123456',
    })
    const applied = await canvas.findByRole('status')
    await expect(applied).toHaveTextContent('Applied')
    await expect(applied).toHaveTextContent('99.00 USDT')
    await expect(applied).toHaveTextContent(fixtureAddressText.TRC20)
    await expect(field(canvas, 'Amount')).toHaveValue('')
    await expect(password(canvas)).toHaveValue('')
    await expect(field(canvas, 'Authenticator code')).toHaveValue('')
    await expect(args.onDone).toHaveBeenCalledWith(expect.objectContaining({ id: 'w-1' }))
  },
}

/**
 * A new user's base limit, opened on ETH (`defaultCoin`): the ways to raise it, no code field;
 * 300 USDT left, so 1 ETH (3,120 USDT) is over it.
 */
export const OverTheLimit: Story = {
  name: "New user's base limit",
  args: { limits: fixtureBaseLimits, defaultCoin: 'ETH' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('textbox', { name: 'Authenticator code' })).toBeNull()
    await expect(select(canvas, 'Coin')).toHaveValue('ETH')
    await userEvent.type(field(canvas, 'Amount'), '1')
    await expect(canvas.getByText("Over today's limit: 300.00 USDT left.")).toBeVisible()
    const tiers = within(canvas.getByRole('list', { name: 'Raise your limit' })).getAllByRole(
      'listitem',
    )
    await expect(tiers).toHaveLength(5)
    await expect(tiers[1]).toHaveTextContent('Real-name verification +48,000.00Not yet')
  },
}

/**
 * USD goes to a bank card (opened on USD, `defaultCoin`): bank, card number (Luhn-checked) and
 * the holder's name.
 */
export const BankCard: Story = {
  name: 'USD to a bank card',
  args: { defaultCoin: 'USD' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(select(canvas, 'Coin')).toHaveValue('USD')
    await expect(select(canvas, 'Network')).toHaveValue('BANK')
    await expect(select(canvas, 'Network')).toBeDisabled()
    await expect(canvas.queryByRole('textbox', { name: 'Address' })).toBeNull()
    await expect(canvas.getByTestId('available')).toHaveTextContent('1,500.00 USD')
    await userEvent.type(field(canvas, 'Bank name'), 'First Bank')
    await userEvent.type(field(canvas, 'Card number'), '4111 1111 1111 1112')
    await expect(canvas.getByText('Enter a valid card number (12 to 19 digits).')).toBeVisible()
    await userEvent.clear(field(canvas, 'Card number'))
    await userEvent.type(field(canvas, 'Card number'), '4111 1111 1111 1111')
    await userEvent.type(field(canvas, "Card holder's real name"), 'Ana Silva')
    await userEvent.type(field(canvas, 'Amount'), '100')
    await expect(canvas.getByTestId('arrival')).toHaveTextContent('98.00 USD')
    await confirmAndSubmit(canvas, '654321')
    await expect(args.onSubmit).toHaveBeenCalledWith({
      method: 'bank',
      coin: 'USD',
      chain: 'BANK',
      bankName: 'First Bank',
      cardNumber: '4111111111111111',
      realName: 'Ana Silva',
      amount: '100',
      fundPassword: 'fund-secret',
      authenticatorCode: '654321',
    })
    await expect(await canvas.findByRole('status')).toHaveTextContent('First Bank **** 1111')
  },
}

/** A frozen account cannot withdraw. */
export const Frozen: Story = {
  name: 'Account frozen',
  args: { limits: { ...fixtureLimits, frozen: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Account frozen')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Withdraw' })).toBeNull()
  },
}

/** Withdrawals paused for a day after the login password changed. */
export const BlockedPasswordChanged: Story = {
  name: 'Paused after a password change',
  args: {
    limits: {
      ...fixtureLimits,
      blockedUntil: FIXTURE_NOW + 20 * 3_600_000,
      blockReason: 'password_changed',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Withdrawals paused')).toBeVisible()
    await expect(canvas.getByText(/Your login password was changed/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Withdraw' })).toBeNull()
  },
}

/** Withdrawals paused after the authenticator was removed. */
export const BlockedAuthenticatorRemoved: Story = {
  name: 'Paused after the authenticator was removed',
  args: {
    limits: {
      ...fixtureLimits,
      authenticatorBound: false,
      blockedUntil: FIXTURE_NOW + 3_600_000,
      blockReason: 'authenticator_removed',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Your authenticator was removed/)).toBeVisible()
  },
}

/** Every security change pauses withdrawals with its own reason (docs/adr/0026). */
export const BlockedFundPasswordSet: Story = {
  name: 'Paused after the fund password was set',
  args: {
    limits: {
      ...fixtureLimits,
      blockedUntil: FIXTURE_NOW + 24 * 3_600_000,
      blockReason: 'fund_password_set',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Withdrawals paused')).toBeVisible()
    await expect(canvas.getByText(/Your fund password was set/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Withdraw' })).toBeNull()
  },
}

/** No fund password yet: the form asks to set one first. */
export const FundPasswordUnset: Story = {
  name: 'No fund password yet',
  args: { limits: { ...fixtureLimits, fundPasswordSet: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Set a fund password first')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Set the fund password' }))
    await expect(args.onSetFundPassword).toHaveBeenCalled()
  },
}

export const Loading: Story = {
  args: { limits: null, status: 'loading' },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { limits: null, status: 'error', errorDetail: 'Network timeout' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The withdrawal details could not be loaded.',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** Every prop a designer can change, in the Controls panel. */
export const Playground: Story = {}
