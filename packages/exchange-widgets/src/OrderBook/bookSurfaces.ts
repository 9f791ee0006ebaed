import { drawPicture, type SidePicture } from './bookPicture'

/** What the main thread sends the drawing worker. */
export type WorkerMessage =
  | { type: 'attach'; id: number; canvas: OffscreenCanvas }
  | { type: 'release'; id: number }
  | { type: 'draw'; id: number; picture: SidePicture; drawn: number }

type Timer = ReturnType<typeof setTimeout>
type Surface = { id: number; drawn: number; released: Timer | null }

/** Whether canvases can be drawn by a worker here (not in jsdom, nor in old browsers). */
const canUseWorker = () =>
  typeof Worker !== 'undefined' &&
  typeof HTMLCanvasElement !== 'undefined' &&
  'transferControlToOffscreen' in HTMLCanvasElement.prototype

/**
 * The canvases of one order book and who draws them. Where the browser can, one worker per book
 * draws every canvas off the main thread: a live book's drawing, rasterising and frame upload
 * cost the main thread nothing but a message per update. Otherwise they are drawn here. After
 * each draw the canvas's `data-drawn` counts the pictures shown (stories and tests wait on it).
 */
export function createBookSurfaces() {
  const surfaces = new Map<HTMLCanvasElement, Surface>()
  const baselines = new Map<string, number>()
  /** Decided once: a canvas handed to the worker is drawn only by it. */
  const offMain = canUseWorker()
  let worker: Worker | null = null
  let next = 1
  let disposing: Timer | null = null

  const workerFor = () => {
    if (!worker) {
      worker = new Worker(new URL('./bookCanvas.worker.ts', import.meta.url), {
        type: 'module',
        name: 'bourse-order-book',
      })
      worker.onmessage = (event: MessageEvent<{ id: number; drawn: number }>) => {
        for (const [canvas, surface] of surfaces)
          if (surface.id === event.data.id) canvas.dataset.drawn = String(event.data.drawn)
      }
    }
    return worker
  }

  return {
    /** Starts drawing on `canvas` (a React ref callback's element; again after a detach is fine). */
    attach(canvas: HTMLCanvasElement) {
      const known = surfaces.get(canvas)
      if (known) {
        // Detached and attached again in one commit (React's strict mode): keep it.
        if (known.released !== null) clearTimeout(known.released)
        known.released = null
        return
      }
      const surface: Surface = { id: next++, drawn: 0, released: null }
      surfaces.set(canvas, surface)
      if (offMain) {
        const offscreen = canvas.transferControlToOffscreen()
        const message: WorkerMessage = { type: 'attach', id: surface.id, canvas: offscreen }
        workerFor().postMessage(message, [offscreen])
      }
    },
    /** Stops drawing on `canvas` once it is gone for good (not attached again at once). */
    detach(canvas: HTMLCanvasElement) {
      const surface = surfaces.get(canvas)
      if (!surface || surface.released !== null) return
      surface.released = setTimeout(() => {
        surfaces.delete(canvas)
        const message: WorkerMessage = { type: 'release', id: surface.id }
        worker?.postMessage(message)
      }, 0)
    },
    /** Draws `picture` on `canvas`, by the worker when there is one. */
    draw(canvas: HTMLCanvasElement, picture: SidePicture) {
      const surface = surfaces.get(canvas)
      if (!surface) return
      surface.drawn++
      if (offMain) {
        const message: WorkerMessage = {
          type: 'draw',
          id: surface.id,
          picture,
          drawn: surface.drawn,
        }
        workerFor().postMessage(message)
      } else {
        drawPicture(canvas, picture, baselines)
        canvas.dataset.drawn = String(surface.drawn)
      }
    },
    /**
     * Ends the worker once the book is unmounted for good: React's strict mode unmounts and
     * mounts again at once, and a canvas handed to a worker cannot be handed over again.
     */
    dispose() {
      if (disposing !== null) return
      disposing = setTimeout(() => {
        for (const surface of surfaces.values())
          if (surface.released !== null) clearTimeout(surface.released)
        surfaces.clear()
        worker?.terminate()
        worker = null
      }, 0)
    },
    /** Keeps the worker: the book was mounted again. */
    revive() {
      if (disposing !== null) clearTimeout(disposing)
      disposing = null
    },
  }
}

export type BookSurfaces = ReturnType<typeof createBookSurfaces>
