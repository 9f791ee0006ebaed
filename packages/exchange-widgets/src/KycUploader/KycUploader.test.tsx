import {
  ApiError,
  memoryTokenStore,
  type ExchangeClient,
  type StreamClient,
} from '@bourse/api-client'
import { BourseThemeProvider } from '@bourse/ui'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { KycPreparedPhoto } from '../shared/kycPhoto'
import { renderInWidgets } from '../shared/testing/render'
import { KycUploader, type KycPhotoUpload, type KycUploaderProps } from './KycUploader'
import { KycUploaderConnected } from './KycUploader.connected'
import {
  brokenJpegFile,
  cardPhotoFile,
  heicHeadedFile,
  renamedTextFile,
  storedPhoto,
} from './KycUploader.fixtures'

const themed = (ui: ReactNode) => <BourseThemeProvider mode="light">{ui}</BourseThemeProvider>

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** Prepares by passing the file through untouched (happy-dom has no image decoder). */
const passThrough = async (file: Blob): Promise<KycPreparedPhoto> => ({ blob: file, type: 'png' })

function setup(props: Partial<KycUploaderProps> = {}) {
  const onChange = vi.fn()
  const upload = vi.fn<KycPhotoUpload>(async () => storedPhoto('front', 1234))
  const view = render(
    themed(
      <KycUploader
        slot="front"
        label="Front of the ID card"
        onChange={onChange}
        upload={upload}
        prepare={passThrough}
        {...props}
      />,
    ),
  )
  return { onChange, upload: (props.upload as typeof upload | undefined) ?? upload, ...view }
}

const fileInput = () => screen.getByLabelText('Photo file for Front of the ID card')
const pick = (file: File) =>
  act(async () => fireEvent.change(fileInput(), { target: { files: [file] } }))

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview')
  URL.revokeObjectURL = vi.fn()
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('<KycUploader />', () => {
  it('offers the picker with the accepted types and size from the shared constants', () => {
    setup()
    expect(fileInput()).toHaveAttribute('accept', expect.stringContaining('image/jpeg'))
    expect(screen.getByRole('button', { name: 'Choose file' })).toHaveAccessibleDescription(
      'JPEG, PNG, BMP, up to 8 MB',
    )
  })

  it('uploads a picked photo with progress, then shows its preview and size', async () => {
    const pending = deferred<ReturnType<typeof storedPhoto>>()
    let report: (fraction: number) => void = () => undefined
    const upload = vi.fn<KycPhotoUpload>((_blob, onProgress) => {
      report = onProgress
      return pending.promise
    })
    const { onChange } = setup({ upload })
    const file = cardPhotoFile()
    await pick(file)
    expect(upload).toHaveBeenCalledWith(file, expect.any(Function), expect.any(AbortSignal))
    act(() => report(0.4))
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    )
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument()
    await act(async () => pending.resolve(storedPhoto('front', 2048)))
    expect(onChange).toHaveBeenCalledWith(storedPhoto('front', 2048))
    expect(screen.getByRole('status')).toHaveTextContent('Uploaded · 2 KB')
    expect(screen.getByRole('img', { name: 'Preview: Front of the ID card' })).toHaveAttribute(
      'src',
      'blob:preview',
    )
  })

  it('refuses a renamed text file by its content, without uploading it', async () => {
    const { upload } = setup({ prepare: undefined })
    await pick(renamedTextFile())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a JPEG, PNG, BMP image.',
    )
    expect(upload).not.toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('says a HEIC photo it cannot convert here cannot be converted, at once, without uploading it', async () => {
    // happy-dom has neither an image decoder nor Worker: the HEIC decoder cannot start.
    const { upload } = setup({ prepare: undefined })
    await pick(heicHeadedFile())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This HEIC photo could not be converted here. Choose a JPEG, PNG, BMP photo instead.',
    )
    expect(upload).not.toHaveBeenCalled()
  })

  it('refuses a 9 MB file that is not a decodable image as too large', async () => {
    const { upload } = setup({ prepare: undefined })
    // happy-dom has no createImageBitmap: the bytes claim a JPEG but cannot be decoded.
    await pick(brokenJpegFile(9 * 1024 * 1024))
    expect(await screen.findByRole('alert')).toHaveTextContent('This photo is larger than 8 MB.')
    expect(upload).not.toHaveBeenCalled()
  })

  it('shows the server refusing the type as the wrong type, without retry', async () => {
    setup({
      upload: vi.fn<KycPhotoUpload>(async () => {
        throw new ApiError('kyc.photo.type', 'Wrong type', 415)
      }),
    })
    await pick(cardPhotoFile())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a JPEG, PNG, BMP image.',
    )
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('retries a failed upload with the same prepared bytes', async () => {
    const prepared = new Blob([new Uint8Array([1, 2, 3])])
    const upload = vi
      .fn<KycPhotoUpload>()
      .mockRejectedValueOnce(new Error('Network error'))
      .mockResolvedValueOnce(storedPhoto('front', 3))
    const prepare = vi.fn(async (): Promise<KycPreparedPhoto> => ({ blob: prepared, type: 'jpeg' }))
    const { onChange } = setup({ upload, prepare })
    await pick(cardPhotoFile())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The photo could not be uploaded. Network error',
    )
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })))
    expect(upload).toHaveBeenCalledTimes(2)
    expect(upload.mock.calls[1]?.[0]).toBe(prepared)
    expect(prepare).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith(storedPhoto('front', 3))
  })

  it('cancels an upload: the request is aborted and the box is empty again', async () => {
    let signal: AbortSignal | undefined
    const upload = vi.fn<KycPhotoUpload>((_blob, _progress, s) => {
      signal = s
      return new Promise(() => undefined)
    })
    const { onChange } = setup({ upload })
    await pick(cardPhotoFile())
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(signal?.aborted).toBe(true)
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('removes the uploaded photo and revokes its preview URL', async () => {
    const { onChange } = setup()
    await pick(cardPhotoFile())
    await screen.findByRole('img')
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }))
    expect(onChange).toHaveBeenLastCalledWith(null)
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview')
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeInTheDocument()
  })

  it('uploads a dropped file and highlights the box while a file is over it', async () => {
    const { upload } = setup()
    const zone = screen.getByText('Drag a photo here, or').parentElement as HTMLElement
    fireEvent.dragEnter(zone)
    expect(screen.getByText('Drop the photo to upload it')).toBeInTheDocument()
    const file = cardPhotoFile()
    await act(async () => fireEvent.drop(zone, { dataTransfer: { files: [file] } }))
    expect(upload).toHaveBeenCalledWith(file, expect.any(Function), expect.any(AbortSignal))
  })

  it('takes the file it is given at mount as a pick, once', async () => {
    const file = cardPhotoFile()
    const { onChange, upload, rerender } = setup({ initialFile: file })
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(storedPhoto('front', 1234)))
    expect(upload).toHaveBeenCalledTimes(1)
    expect(upload).toHaveBeenCalledWith(file, expect.any(Function), expect.any(AbortSignal))
    expect(screen.getByRole('status')).toHaveTextContent('Uploaded · 1.2 KB')
    // A new initial file after mount is not taken.
    rerender(
      themed(
        <KycUploader
          label="Front of the ID card"
          onChange={onChange}
          upload={upload}
          prepare={passThrough}
          initialFile={renamedTextFile()}
        />,
      ),
    )
    await act(async () => undefined)
    expect(upload).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('refuses a wrong initial file as it refuses a pick', async () => {
    const { upload } = setup({ prepare: undefined, initialFile: renamedTextFile() })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a JPEG, PNG, BMP image.',
    )
    expect(upload).not.toHaveBeenCalled()
  })

  it('shows a photo uploaded earlier without a preview', () => {
    setup({ value: { photoId: 'abc' } })
    expect(screen.getByRole('status')).toHaveTextContent('Uploaded')
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByRole('button', { name: 'Replace' })).toBeEnabled()
  })

  it('ignores picks and drops while disabled', async () => {
    const { upload } = setup({ disabled: true })
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeDisabled()
    const zone = screen.getByText('Drag a photo here, or').parentElement as HTMLElement
    await act(async () => fireEvent.drop(zone, { dataTransfer: { files: [cardPhotoFile()] } }))
    expect(upload).not.toHaveBeenCalled()
  })
})

describe('<KycUploaderConnected />', () => {
  it('uploads through the widgets client base URL with its session token', async () => {
    const sent: { url: string; headers: Record<string, string> }[] = []
    class Request {
      headers: Record<string, string> = {}
      url = ''
      status = 0
      responseText = ''
      upload = { onprogress: null }
      onload: (() => void) | null = null
      open(_method: string, url: string) {
        this.url = url
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value
      }
      send() {
        sent.push({ url: this.url, headers: this.headers })
        this.status = 200
        this.responseText = JSON.stringify({
          code: 'success',
          msg: 'success',
          data: storedPhoto('hand', 99),
        })
        queueMicrotask(() => this.onload?.())
      }
    }
    vi.stubGlobal('XMLHttpRequest', Request)
    const client = { baseUrl: '/api', tokenStore: memoryTokenStore('T9') } as ExchangeClient
    const onChange = vi.fn()
    renderInWidgets(
      { client, stream: {} as StreamClient },
      <KycUploaderConnected
        slot="hand"
        label="Holding the card"
        onChange={onChange}
        prepare={passThrough}
      />,
    )
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Photo file for Holding the card'), {
        target: { files: [cardPhotoFile()] },
      }),
    )
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(storedPhoto('hand', 99)))
    expect(sent).toEqual([
      {
        url: '/api/app/kyc/photo?slot=hand',
        headers: { 'Content-Type': 'application/octet-stream', ticket: 'T9' },
      },
    ])
  })
})
