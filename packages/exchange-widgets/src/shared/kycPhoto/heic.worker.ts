/*
 * Worker that decodes one HEIC/HEIF file (a Blob posted to it) with `./heic` and answers
 * `{ bitmap }` (transferred) or `{ error }`. Started by `decodeHeicInWorker` in `./prepare`, which
 * waits for its ready message (`startWorker`, ADR 0019). libheif itself is loaded only when a file
 * arrives: an optional peer the page may lack.
 */
import { WORKER_READY } from '../startWorker'
import { decodeHeicPixels } from './heic'

/** What the worker answers. */
export type HeicWorkerAnswer = { bitmap: ImageBitmap } | { error: string }

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Blob>) => void) | null
  postMessage: (answer: HeicWorkerAnswer | typeof WORKER_READY, transfer?: Transferable[]) => void
}

scope.onmessage = async ({ data: file }) => {
  try {
    const { width, height, data } = await decodeHeicPixels(new Uint8Array(await file.arrayBuffer()))
    const bitmap = await createImageBitmap(new ImageData(data, width, height))
    scope.postMessage({ bitmap }, [bitmap])
  } catch (error) {
    scope.postMessage({ error: error instanceof Error ? error.message : String(error) })
  }
}

scope.postMessage(WORKER_READY)
