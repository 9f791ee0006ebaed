import { startWorker } from '../shared/startWorker'
import { drawPicture, type SidePicture } from './bookPicture'

/** What the main thread sends the drawing worker. */
export type WorkerMessage =
  | { type: 'attach'; id: number; canvas: OffscreenCanvas }
  | { type: 'release'; id: number }
  | { type: 'draw'; id: number; picture: SidePicture; drawn: number }

type Timer = ReturnType<typeof setTimeout>
type Surface = {
  id: number
  drawn: number
  released: Timer | null
  /** The picture to show once it is known who draws (while the worker starts). */
  waiting: SidePicture | null
}

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
 *
 * A canvas handed to a worker can never be drawn here again, so none is handed over before the
 * worker has said it runs ({@link startWorker}); a worker refused by the page's CSP, served as
 * the host's HTML page, or silent, leaves the book drawn here instead (ADR 0019).
 */
export function createBookSurfaces() {
  const surfaces = new Map<HTMLCanvasElement, Surface>()
  const baselines = new Map<string, number>()
  /** Decided once, before any canvas is handed over: a handed-over canvas is drawn only there. */
  let drawer: 'undecided' | 'starting' | 'worker' | 'main' = canUseWorker() ? 'undecided' : 'main'
  let worker: Worker | null = null
  let next = 1
  let disposing: Timer | null = null
  let ended = false

  const post = (message: WorkerMessage, transfer: Transferable[] = []) =>
    worker?.postMessage(message, transfer)
  const handOver = (canvas: HTMLCanvasElement, surface: Surface) => {
    const offscreen = canvas.transferControlToOffscreen()
    post({ type: 'attach', id: surface.id, canvas: offscreen }, [offscreen])
  }
  const show = (canvas: HTMLCanvasElement, surface: Surface, picture: SidePicture) => {
    surface.waiting = null
    if (drawer === 'worker') {
      post({ type: 'draw', id: surface.id, picture, drawn: surface.drawn })
    } else {
      drawPicture(canvas, picture, baselines)
      canvas.dataset.drawn = String(surface.drawn)
    }
  }
  /** Decides who draws, then shows what each canvas waited for. */
  const decide = (started: Worker | null) => {
    if (ended) {
      started?.terminate()
      return
    }
    worker = started
    drawer = started ? 'worker' : 'main'
    if (started)
      started.onmessage = (event: MessageEvent<{ id: number; drawn: number }>) => {
        for (const [canvas, surface] of surfaces)
          if (surface.id === event.data.id) canvas.dataset.drawn = String(event.data.drawn)
      }
    for (const [canvas, surface] of surfaces) {
      if (started) handOver(canvas, surface)
      if (surface.waiting) show(canvas, surface, surface.waiting)
    }
  }
  const start = () => {
    drawer = 'starting'
    startWorker(
      () =>
        new Worker(new URL('./bookCanvas.worker.ts', import.meta.url), {
          type: 'module',
          name: 'bourse-order-book',
        }),
    ).then(decide, () => decide(null))
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
      const surface: Surface = { id: next++, drawn: 0, released: null, waiting: null }
      surfaces.set(canvas, surface)
      if (drawer === 'undecided') start()
      else if (drawer === 'worker') handOver(canvas, surface)
    },
    /** Stops drawing on `canvas` once it is gone for good (not attached again at once). */
    detach(canvas: HTMLCanvasElement) {
      const surface = surfaces.get(canvas)
      if (!surface || surface.released !== null) return
      surface.released = setTimeout(() => {
        surfaces.delete(canvas)
        post({ type: 'release', id: surface.id })
      }, 0)
    },
    /** Draws `picture` on `canvas`, by the worker when there is one. */
    draw(canvas: HTMLCanvasElement, picture: SidePicture) {
      const surface = surfaces.get(canvas)
      if (!surface) return
      surface.drawn++
      if (drawer === 'starting') surface.waiting = picture
      else show(canvas, surface, picture)
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
        ended = true
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
