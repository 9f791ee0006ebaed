import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { rowCells, tableRows, widthDecorator, type Canvas } from '../shared/testing/stories'
import { AssetAllocation } from './AssetAllocation'
import {
  fixtureOverviewEmpty,
  fixtureOverviewMany,
  fixtureOverviewOne,
} from './AssetAllocation.fixtures'

const meta = {
  title: 'Widgets/AssetAllocation',
  component: AssetAllocation,
  tags: ['autodocs', 'beta'],
  args: {
    overview: fixtureOverviewMany,
    onViewChange: fn(),
    onRetry: fn(),
  },
  decorators: [widthDecorator(720)],
} satisfies Meta<typeof AssetAllocation>

export default meta
type Story = StoryObj<typeof meta>

const tableTexts = (canvas: Canvas, name: string) => tableRows(canvas, name).map(rowCells)

/**
 * By account: the four accounts holding value, largest first, with their USDT value and share
 * (the shares add up to exactly 100.00%);
 * the empty fiat account is left out; the donut's name reads the same split.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('tab', { name: 'By account' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(tableTexts(canvas, 'Allocation by account')).toEqual([
      ['Spot', '9,850.50', '75.77%'],
      ['Contract', '2,000.00', '15.39%'],
      ['Savings', '1,000.00', '7.69%'],
      ['Second contract', '150.00', '1.15%'],
    ])
    await expect(
      canvas.getByRole('img', {
        name: 'Allocation by account: Spot 75.77%, Contract 15.39%, Savings 7.69%, Second contract 1.15%',
      }),
    ).toBeVisible()
    await expect(canvas.getByText('13,000.50')).toBeVisible()
  },
}

/**
 * By asset (`defaultView`): eight assets summed across accounts; beyond six the two smallest
 * become "Other". The test then switches to By account and back.
 */
export const ManyAssets: Story = {
  name: 'By asset, many assets',
  args: { defaultView: 'assets' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('tab', { name: 'By asset' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await userEvent.click(canvas.getByRole('tab', { name: 'By account' }))
    await expect(args.onViewChange).toHaveBeenCalledWith({ view: 'accounts' })
    await userEvent.click(canvas.getByRole('tab', { name: 'By asset' }))
    await expect(args.onViewChange).toHaveBeenCalledWith({ view: 'assets' })
    await expect(tableTexts(canvas, 'Allocation by asset')).toEqual([
      ['USDT', '5,850.50', '45.00%'],
      ['BTC', '3,900.00', '30.00%'],
      ['ETH', '1,700.00', '13.08%'],
      ['SOL', '750.00', '5.77%'],
      ['BNB', '500.00', '3.85%'],
      ['XRP', '180.00', '1.38%'],
      ['OtherDOGE', '120.00', '0.92%'],
    ])
  },
}

/** One asset in one account: a full ring at 100%. */
export const OneAsset: Story = {
  args: { overview: fixtureOverviewOne, defaultView: 'assets' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(tableTexts(canvas, 'Allocation by asset')).toEqual([['USDT', '500.00', '100.00%']])
  },
}

/** Every account at zero: a message instead of an empty chart. */
export const Empty: Story = {
  args: { overview: fixtureOverviewEmpty },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText('Nothing to show yet: your accounts hold no assets.'),
    ).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Loading: Story = {
  args: { overview: null, status: 'loading' },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { overview: null, status: 'error', errorDetail: 'Network timeout' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** Every prop a designer can change, in the Controls panel. */
export const Playground: Story = {}
