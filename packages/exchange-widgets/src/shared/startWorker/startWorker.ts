/** What a worker posts once its module has loaded and it listens. */
export const WORKER_READY = { type: 'ready' } as const

/** How long a worker may take to say it is ready before the caller does without it. */
export const WORKER_START_TIMEOUT_MS = 1500

const isReady = (data: unknown) =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'ready'

/**
 * Starts a worker and resolves once it has posted {@link WORKER_READY}, before anything that
 * cannot be taken back (a canvas handed over) is sent to it. Rejects, and ends the worker, when
 * `create` throws (no `Worker`, a CSP `worker-src` refusal), when the script fails to load (a
 * 404, or a host answering the worker's URL with its HTML page), or when it stays silent for
 * `timeoutMs`: the caller then does the work on the main thread or reports that it cannot.
 */
export function startWorker(
  create: () => Worker,
  timeoutMs: number = WORKER_START_TIMEOUT_MS,
): Promise<Worker> {
  let worker: Worker
  try {
    worker = create()
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)))
  }
  return new Promise<Worker>((resolve, reject) => {
    const settle = (error: Error | null) => {
      clearTimeout(timer)
      worker.removeEventListener('message', onMessage)
      worker.removeEventListener('error', onError)
      worker.removeEventListener('messageerror', onError)
      if (error === null) return resolve(worker)
      worker.terminate()
      reject(error)
    }
    const onMessage = (event: MessageEvent) => {
      if (isReady(event.data)) settle(null)
    }
    const onError = (event: Event) => {
      // Handled here: the page's console and error reporting need not see it.
      event.preventDefault()
      settle(
        new Error((event as ErrorEvent).message || `The worker could not start (${event.type})`),
      )
    }
    const timer = setTimeout(
      () => settle(new Error(`The worker did not start within ${timeoutMs} ms`)),
      timeoutMs,
    )
    worker.addEventListener('message', onMessage)
    worker.addEventListener('error', onError)
    worker.addEventListener('messageerror', onError)
  })
}
