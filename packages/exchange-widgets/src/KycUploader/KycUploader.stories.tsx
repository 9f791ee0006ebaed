import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { widthDecorator, type Canvas } from '../shared/testing/stories'
import { KycUploader, type KycPhotoUpload } from './KycUploader'
import { brokenJpegFile, cardPhotoFile, renamedTextFile, storedPhoto } from './KycUploader.fixtures'

const meta = {
  title: 'Widgets/KycUploader',
  component: KycUploader,
  tags: ['autodocs', 'stable'],
  args: {
    slot: 'front',
    label: 'Front of the ID card',
    hint: 'The whole card, all four corners visible, no glare.',
    onChange: fn(),
    upload: fn<KycPhotoUpload>(async (blob) => storedPhoto('front', blob.size)),
  },
  argTypes: {
    // The props table would print the whole of the default's source (some sixty lines): its name
    // says what it is. A function has no control.
    prepare: { control: false, table: { defaultValue: { summary: 'prepareKycPhoto' } } },
    upload: { control: false },
    onChange: { control: false },
    // A file is not something a control can hold; the stories below give one.
    initialFile: { control: false },
  },
  decorators: [widthDecorator(360)],
} satisfies Meta<typeof KycUploader>

export default meta
type Story = StoryObj<typeof meta>

const fileInput = (canvas: Canvas) => canvas.getByLabelText('Photo file for Front of the ID card')
/** Never settles: the widget stays in the state it reached. */
const forever = <T,>() => new Promise<T>(() => undefined)

/** Empty: the drop box, the picker button and the accepted types and size. */
export const Default: Story = {
  name: 'Empty',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: 'Front of the ID card' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toHaveAccessibleDescription(
      'JPEG, PNG, BMP, up to 8 MB',
    )
    await expect(fileInput(canvas)).toHaveAttribute('accept', expect.stringContaining('.heic'))
  },
}

/** A phone photo being converted and downscaled (given as `initialFile`, taken at once). */
export const Preparing: Story = {
  name: 'Preparing the photo',
  args: { initialFile: cardPhotoFile(), prepare: () => forever() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Preparing the photo')
  },
}

/** 40 % sent, with a cancel that aborts the request. */
export const Uploading: Story = {
  name: 'Uploading, 40 % sent',
  args: {
    initialFile: cardPhotoFile(),
    upload: fn<KycPhotoUpload>((_blob, onProgress) => {
      onProgress(0.4)
      return forever()
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const bar = await canvas.findByRole('progressbar', { name: 'Upload progress' })
    await expect(bar).toHaveAttribute('aria-valuenow', '40')
    await expect(canvas.getByText('Uploading… 40%')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled()
  },
}

/** Stored: the preview, the stored size, replace and remove. */
export const Done: Story = {
  name: 'Uploaded',
  args: { initialFile: cardPhotoFile() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const preview = await canvas.findByRole<HTMLImageElement>('img', {
      name: 'Preview: Front of the ID card',
    })
    await waitFor(() => expect(preview.naturalWidth).toBe(120))
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploaded · 244 B')
    await expect(args.onChange).toHaveBeenCalledWith(storedPhoto('front', 244))
    await expect(canvas.getByRole('button', { name: 'Replace' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Remove' })).toBeEnabled()
  },
}

/** A text file renamed `.jpg` is refused by its content; nothing is sent. */
export const ErrorType: Story = {
  name: 'Not an image',
  args: { initialFile: renamedTextFile() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This file is not a JPEG, PNG, BMP image.',
    )
    await expect(args.upload).not.toHaveBeenCalled()
  },
}

/** A 9 MB file that claims to be a JPEG but cannot be decoded (so not downscaled) is too large. */
export const ErrorSize: Story = {
  name: 'Photo too large',
  args: { initialFile: brokenJpegFile(9 * 1024 * 1024) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This photo is larger than 8 MB.',
    )
    await expect(args.upload).not.toHaveBeenCalled()
  },
}

/** The network fails: the message, and "retry". */
export const ErrorNetwork: Story = {
  name: 'Upload failed',
  args: {
    initialFile: cardPhotoFile(),
    upload: fn<KycPhotoUpload>(async () => {
      throw new Error('Network error')
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The photo could not be uploaded. Network error',
    )
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled()
  },
}

/** While the form submits: nothing can be picked. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose file' })).toBeDisabled()
  },
}

/** A photo uploaded on an earlier visit (`value`): stored, without a preview of its bytes. */
export const UploadedEarlier: Story = {
  name: 'Uploaded earlier',
  args: { value: storedPhoto('front', 2048) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploaded')
    await expect(canvas.queryByRole('img')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Replace' })).toBeEnabled()
  },
}

/** Every prop a designer can change, in the Controls panel. */
export const Playground: Story = {}
