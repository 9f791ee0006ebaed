/// <reference lib="webworker" />
// Draws the order book's canvases off the main thread (ADR 0016): the main thread hands each
// canvas over once (`transferControlToOffscreen`) and then sends a picture per update.
import { WORKER_READY } from '../shared/startWorker'
import { drawPicture } from './bookPicture'
import type { WorkerMessage } from './bookSurfaces'

declare const self: DedicatedWorkerGlobalScope

const canvases = new Map<number, OffscreenCanvas>()
const baselines = new Map<string, number>()

self.onmessage = (event: MessageEvent<WorkerMessage>) => {
  const message = event.data
  if (message.type === 'attach') canvases.set(message.id, message.canvas)
  else if (message.type === 'release') canvases.delete(message.id)
  else {
    const canvas = canvases.get(message.id)
    if (!canvas) return
    drawPicture(canvas, message.picture, baselines)
    self.postMessage({ id: message.id, drawn: message.drawn })
  }
}

// Loaded and listening: the main thread may hand the canvases over now.
self.postMessage(WORKER_READY)
