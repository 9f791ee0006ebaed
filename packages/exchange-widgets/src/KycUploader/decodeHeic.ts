import type { HeicWorkerAnswer } from '../rules/kyc/heic.worker'
import { browserImageCodec, prepareKycPhoto, type KycImageCodec } from '../rules/kyc/prepare'
import { startWorker } from '../shared/startWorker'

/** How long the HEIC decoder's worker may take to start before the photo is refused. */
const HEIC_WORKER_START_TIMEOUT_MS = 5000

/**
 * Decodes a HEIC/HEIF photo with libheif (WebAssembly) in a worker started for it. Rejects at
 * once when the worker cannot start (CSP, its script missing) and when libheif is not installed
 * (`libheif-js` is an optional peer of this package): the uploader then says so.
 */
export async function decodeHeic(file: Blob): Promise<ImageBitmap> {
  const worker = await startWorker(
    () => new Worker(new URL('./heicDecoder.worker.ts', import.meta.url), { type: 'module' }),
    // Longer than the book's wait: here nothing else can do the work, and a refusal (CSP, a
    // script not found) is reported at once anyway; only a silent worker waits this long.
    HEIC_WORKER_START_TIMEOUT_MS,
  )
  try {
    return await new Promise<ImageBitmap>((resolve, reject) => {
      worker.onmessage = ({ data }: MessageEvent<HeicWorkerAnswer>) =>
        'bitmap' in data ? resolve(data.bitmap) : reject(new Error(data.error))
      worker.onerror = (event) => {
        event.preventDefault()
        reject(new Error(event.message || 'The HEIC decoder stopped'))
      }
      worker.onmessageerror = () => reject(new Error('The HEIC decoder answered unreadably'))
      worker.postMessage(file)
    })
  } finally {
    worker.terminate()
  }
}

/** The browser's codec, with HEIC photos it cannot decode itself handed to {@link decodeHeic}. */
export const uploaderImageCodec: KycImageCodec = {
  ...browserImageCodec,
  async decode(file, type) {
    if (type !== 'heic') return browserImageCodec.decode(file, type)
    try {
      // Safari decodes HEIC itself; Chromium and Firefox do not.
      return await createImageBitmap(file)
    } catch {
      return decodeHeic(file)
    }
  },
}

/** `prepareKycPhoto` with {@link uploaderImageCodec}: what the uploader does with a file. */
export const prepareUploaderPhoto = (file: Blob) => prepareKycPhoto(file, uploaderImageCodec)
