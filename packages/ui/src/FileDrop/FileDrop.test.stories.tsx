import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { FileDrop } from './FileDrop'
import main from './FileDrop.stories'

/** FileDrop's refusals and keyboard: run by the story tests, kept off the docs page. */
const meta = {
  ...main,
  title: 'Tests/FileDrop',
  tags: ['!autodocs'],
} satisfies Meta<typeof FileDrop>

export default meta
type Story = StoryObj<typeof meta>

const fileInput = (root: HTMLElement) => {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]')
  if (!input) throw new globalThis.Error('no file input')
  return input
}

export const RejectsTooLarge: Story = {
  play: async ({ args, canvasElement }) => {
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' })
    await userEvent.upload(fileInput(canvasElement), big, { applyAccept: false })
    await expect(args.onReject).toHaveBeenCalledWith({ file: big, reason: 'too-large' })
    await expect(args.onFiles).not.toHaveBeenCalled()
  },
}

export const RejectsWrongType: Story = {
  play: async ({ args, canvasElement }) => {
    const exe = new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' })
    await userEvent.upload(fileInput(canvasElement), exe, { applyAccept: false })
    await expect(args.onReject).toHaveBeenCalledWith({ file: exe, reason: 'wrong-type' })
  },
}

export const KeyboardOpensPicker: Story = {
  play: async ({ canvasElement }) => {
    const input = fileInput(canvasElement)
    const clicked = fn()
    input.addEventListener('click', (event) => {
      event.preventDefault()
      clicked()
    })
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('button')).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(clicked).toHaveBeenCalledTimes(1)
  },
}
