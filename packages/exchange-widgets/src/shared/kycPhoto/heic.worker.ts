/*
 * Worker that decodes one HEIC/HEIF file (a Blob posted to it) with `./heic` and answers
 * `{ bitmap }` (transferred) or `{ error }`. Started by `decodeHeicInWorker` in `./prepare`.
 */
import { decodeHeicPixels } from './heic'

/** What the worker answers. */
export type HeicWorkerAnswer = { bitmap: ImageBitmap } | { error: string }

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Blob>) => void) | null
  postMessage: (answer: HeicWorkerAnswer, transfer?: Transferable[]) => void
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
