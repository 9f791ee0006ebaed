import { sniffImageType } from '@bourse/rules/kyc'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test'
// A real 12 MP HEIC (121 KB); its origin is told in `shared/kycPhoto/heic.test.ts`.
import phoneHeicUrl from '../shared/kycPhoto/__fixtures__/phone-4032x3024.heic?url'
import { widthDecorator, type Canvas } from '../shared/testing/stories'
import { KycUploader, type KycPhotoUpload } from './KycUploader'
import { cardPhotoFile, storedPhoto } from './KycUploader.fixtures'

/**
 * The uploader's interaction and edge tests (a real phone photo downscaled, a HEIC converted in
 * a worker or refused without one, a retry, a drag): each is reached by a play function, so it
 * lives here, in the Tests section, with no docs page.
 */
const meta = {
  title: 'Tests/KycUploader',
  component: KycUploader,
  tags: ['!autodocs'],
  args: {
    slot: 'front',
    label: 'Front of the ID card',
    hint: 'The whole card, all four corners visible, no glare.',
    onChange: fn(),
    upload: fn<KycPhotoUpload>(async (blob) => storedPhoto('front', blob.size)),
  },
  decorators: [widthDecorator(360)],
} satisfies Meta<typeof KycUploader>

export default meta
type Story = StoryObj<typeof meta>

const fileInput = (canvas: Canvas) => canvas.getByLabelText('Photo file for Front of the ID card')
const zoneOf = (canvas: Canvas) =>
  canvas.getByText(/^Drag a photo here|^Drop the photo/).parentElement as HTMLElement

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

/** A file dragged over the box highlights it. */
export const DragOver: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    fireEvent.dragEnter(zoneOf(canvas))
    await expect(canvas.getByText('Drop the photo to upload it')).toBeVisible()
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

/** Retry after a network failure re-sends the prepared bytes. */
export const RetryAfterNetworkError: Story = {
  args: { upload: failsOnce() },
  play: async (context) => {
    const canvas = within(context.canvasElement)
    await userEvent.upload(fileInput(canvas), cardPhotoFile())
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The photo could not be uploaded. Network error',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(await canvas.findByRole('img')).toBeVisible()
    const calls = (context.args.upload as ReturnType<typeof fn<KycPhotoUpload>>).mock.calls
    await expect(calls).toHaveLength(2)
    await expect(calls[1]?.[0]).toBe(calls[0]?.[0])
  },
}
