import { sniffImageType } from '@bourse/rules/kyc'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test'
// A real 12 MP HEIC (121 KB); its origin is told in `shared/kycPhoto/heic.test.ts`.
import phoneHeicUrl from '../shared/kycPhoto/__fixtures__/phone-4032x3024.heic?url'
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
  },
  decorators: [widthDecorator(360)],
} satisfies Meta<typeof KycUploader>

export default meta
type Story = StoryObj<typeof meta>

const fileInput = (canvas: Canvas) => canvas.getByLabelText('Photo file for Front of the ID card')
const zoneOf = (canvas: Canvas) =>
  canvas.getByText(/^Drag a photo here|^Drop the photo/).parentElement as HTMLElement
/** Never settles: the widget stays in the state it reached. */
const forever = <T,>() => new Promise<T>(() => undefined)

/** Empty: the drop box, the picker button and the accepted types and size. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: 'Front of the ID card' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toHaveAccessibleDescription(
      'JPEG, PNG, BMP, up to 8 MB',
    )
    await expect(fileInput(canvas)).toHaveAttribute('accept', expect.stringContaining('.heic'))
  },
}

/** A file dragged over the box highlights it. */
export const DragOver: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    fireEvent.dragEnter(zoneOf(canvas))
    await expect(canvas.getByText('Drop the photo to upload it')).toBeVisible()
  },
}

/** A phone photo being converted and downscaled. */
export const Preparing: Story = {
  args: { prepare: () => forever() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.upload(fileInput(canvas), cardPhotoFile())
    await expect(canvas.getByRole('status')).toHaveTextContent('Preparing the photo')
  },
}

/** 40 % sent, with a cancel that aborts the request. */
export const Uploading: Story = {
  args: {
    upload: fn<KycPhotoUpload>((_blob, onProgress) => {
      onProgress(0.4)
      return forever()
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.upload(fileInput(canvas), cardPhotoFile())
    const bar = await canvas.findByRole('progressbar', { name: 'Upload progress' })
    await expect(bar).toHaveAttribute('aria-valuenow', '40')
    await expect(canvas.getByText('Uploading… 40%')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled()
  },
}

/** Stored: the preview, the stored size, replace and remove. */
export const Done: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.upload(fileInput(canvas), cardPhotoFile())
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

/** A 4032 x 3024 PNG from a phone is downscaled to a 2560 x 1920 JPEG in the browser and sent. */
export const PhonePhotoDownscaled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const big = new OffscreenCanvas(4032, 3024)
    const context = big.getContext('2d') as OffscreenCanvasRenderingContext2D
    const gradient = context.createLinearGradient(0, 0, 4032, 3024)
    gradient.addColorStop(0, '#2f6fe4')
    gradient.addColorStop(1, '#f0b90b')
    context.fillStyle = gradient
    context.fillRect(0, 0, 4032, 3024)
    const png = await big.convertToBlob({ type: 'image/png' })
    await userEvent.upload(
      fileInput(canvas),
      new File([png], 'IMG_4032.png', { type: 'image/png' }),
    )
    await waitFor(() => expect(args.upload).toHaveBeenCalled(), { timeout: 10_000 })
    const sent = (args.upload as ReturnType<typeof fn<KycPhotoUpload>>).mock.calls[0]?.[0] as Blob
    const head = new Uint8Array(await sent.slice(0, 32).arrayBuffer())
    await expect(sniffImageType(head)).toBe('jpeg')
    const bitmap = await createImageBitmap(sent)
    await expect([bitmap.width, bitmap.height]).toEqual([2560, 1920])
    bitmap.close()
    await expect(await canvas.findByRole('img')).toBeVisible()
  },
}

/**
 * A 12 MP HEIC phone photo in Chromium, which cannot decode HEIC itself: libheif in WebAssembly,
 * in a worker started only now, decodes it, and a 2560 x 1920 JPEG is sent.
 */
export const PhoneHeicConverted: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const heic = await (await fetch(phoneHeicUrl)).blob()
    // Chromium has no HEIC decoder: without the fallback this photo would be refused.
    await expect(createImageBitmap(heic)).rejects.toThrow()
    await userEvent.upload(
      fileInput(canvas),
      new File([heic], 'IMG_0001.heic', { type: 'image/heic' }),
    )
    await waitFor(() => expect(args.upload).toHaveBeenCalled(), { timeout: 30_000 })
    const sent = (args.upload as ReturnType<typeof fn<KycPhotoUpload>>).mock.calls[0]?.[0] as Blob
    const head = new Uint8Array(await sent.slice(0, 32).arrayBuffer())
    await expect(sniffImageType(head)).toBe('jpeg')
    const bitmap = await createImageBitmap(sent)
    await expect([bitmap.width, bitmap.height]).toEqual([2560, 1920])
    // The photo itself, not a blank: its bright disc (at 62 % x 45 %) outshines the left edge.
    const drawn = new OffscreenCanvas(2560, 1920).getContext(
      '2d',
    ) as OffscreenCanvasRenderingContext2D
    drawn.drawImage(bitmap, 0, 0)
    bitmap.close()
    const lightness = (x: number, y: number) =>
      Array.from(drawn.getImageData(x, y, 1, 1).data.subarray(0, 3)).reduce((a, b) => a + b, 0)
    await expect(lightness(1587, 864) - lightness(254, 864)).toBeGreaterThan(120)
    await expect(await canvas.findByRole('img')).toBeVisible()
  },
}

/**
 * The page refuses workers (a CSP `worker-src` without this site), so the HEIC decoder cannot
 * start: the uploader says at once that it cannot convert the photo, and sends nothing.
 */
export const PhoneHeicWithoutWorker: Story = {
  beforeEach: () => {
    const real = globalThis.Worker
    globalThis.Worker = class {
      constructor() {
        throw new DOMException("Refused to create a worker: worker-src 'none'", 'SecurityError')
      }
    } as unknown as typeof Worker
    return () => {
      globalThis.Worker = real
    }
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const heic = await (await fetch(phoneHeicUrl)).blob()
    await userEvent.upload(
      fileInput(canvas),
      new File([heic], 'IMG_0001.heic', { type: 'image/heic' }),
    )
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This HEIC photo could not be converted here. Choose a JPEG, PNG, BMP photo instead.',
    )
    await expect(args.upload).not.toHaveBeenCalled()
  },
}

/** A text file renamed `.jpg` is refused by its content; nothing is sent. */
export const ErrorType: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.upload(fileInput(canvas), renamedTextFile())
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This file is not a JPEG, PNG, BMP image.',
    )
    await expect(args.upload).not.toHaveBeenCalled()
  },
}

/** A 9 MB file that claims to be a JPEG but cannot be decoded (so not downscaled) is too large. */
export const ErrorSize: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.upload(fileInput(canvas), brokenJpegFile(9 * 1024 * 1024))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This photo is larger than 8 MB.',
    )
    await expect(args.upload).not.toHaveBeenCalled()
  },
}

/** An upload that fails once with a network error, then stores the photo. */
const failsOnce = () => {
  let failed = false
  return fn<KycPhotoUpload>(async (blob) => {
    if (!failed) {
      failed = true
      throw new Error('Network error')
    }
    return storedPhoto('front', blob.size)
  })
}

/** The network fails: the message, and "retry". */
export const ErrorNetwork: Story = {
  args: { upload: failsOnce() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.upload(fileInput(canvas), cardPhotoFile())
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The photo could not be uploaded. Network error',
    )
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled()
  },
}

/** Retry after a network failure re-sends the prepared bytes. */
export const RetryAfterNetworkError: Story = {
  args: { upload: failsOnce() },
  play: async (context) => {
    const canvas = within(context.canvasElement)
    await ErrorNetwork.play?.(context)
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(await canvas.findByRole('img')).toBeVisible()
    const calls = (context.args.upload as ReturnType<typeof fn<KycPhotoUpload>>).mock.calls
    await expect(calls).toHaveLength(2)
    await expect(calls[1]?.[0]).toBe(calls[0]?.[0])
  },
}

/** While the form submits: nothing can be picked. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose file' })).toBeDisabled()
  },
}
