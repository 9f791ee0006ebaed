import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { NumberInput } from './NumberInput'
import main from './NumberInput.stories'

/** Typing and stepping edge cases: run by the story tests, kept off the docs page. */
const meta = {
  ...main,
  title: 'Tests/NumberInput',
  tags: ['!autodocs'],
} satisfies Meta<typeof NumberInput>

export default meta
type Story = StoryObj<typeof meta>

export const RejectsNonNumeric: Story = {
  args: { value: '' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Amount')
    await userEvent.type(input, '12abc.5x')
    await expect(input).toHaveValue('12.5')
    await userEvent.type(input, '.3')
    await expect(input).toHaveValue('12.53')
  },
}

export const Precision: Story = {
  args: { value: '', precision: 2, step: undefined, suffix: 'USDT' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Amount')
    await userEvent.type(input, '1.23456')
    await expect(input).toHaveValue('1.23')
  },
}

export const HugeValue: Story = {
  args: { value: '123456789012345678901234567890.12345678', step: '0.00000001' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }))
    await expect(canvas.getByLabelText('Amount')).toHaveValue(
      '123456789012345678901234567890.12345679',
    )
  },
}
