/**
 * In-page measurement for the browser benchmarks. A scenario records animation frames and React
 * commits while it runs, then publishes its figures on `window.__bench` for the runner.
 */
export type BenchResult = Record<string, number | string>

declare global {
  interface Window {
    __bench?: { done: boolean; result?: BenchResult; error?: string }
  }
}

/** Query parameters of the page (`?variant=naive&seconds=10`). */
export function param(name: string, fallback: string): string {
  return new URLSearchParams(location.search).get(name) ?? fallback
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)] as number
}

/**
 * Counts React commits per animation frame and frame intervals. `commit()` is called from a
 * <Profiler onRender>; `stop()` returns the figures.
 */
export function frameRecorder() {
  const intervals: number[] = []
  const commitsPerFrame: number[] = []
  let commits = 0
  let last = performance.now()
  let running = true
  const loop = (now: number) => {
    if (!running) return
    intervals.push(now - last)
    commitsPerFrame.push(commits)
    commits = 0
    last = now
    requestAnimationFrame(loop)
  }
  requestAnimationFrame(loop)
  return {
    commit() {
      commits++
    },
    stop() {
      running = false
      // the first frames include start-up work
      const frames = intervals.slice(5)
      const perFrame = commitsPerFrame.slice(5)
      return {
        frames: frames.length,
        frameP50Ms: +percentile(frames, 50).toFixed(2),
        frameP95Ms: +percentile(frames, 95).toFixed(2),
        maxCommitsPerFrame: Math.max(0, ...perFrame),
        totalCommits: perFrame.reduce((a, b) => a + b, 0),
      }
    },
  }
}

export function publish(result: BenchResult): void {
  window.__bench = { done: true, result }
}

export function fail(error: unknown): void {
  window.__bench = {
    done: true,
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  }
}

/**
 * Delivers `perSecond` messages a second for `seconds`, each in its own task (as WebSocket
 * messages arrive), catching up by elapsed time so timer clamping cannot lower the rate.
 * Resolves with the number of messages sent.
 */
export function drive(perSecond: number, seconds: number, send: () => void): Promise<number> {
  const channel = new MessageChannel()
  let sent = 0
  channel.port1.onmessage = () => {
    send()
    sent++
  }
  const started = performance.now()
  let posted = 0
  return new Promise((resolve) => {
    const tick = () => {
      const elapsed = performance.now() - started
      const due = Math.min(Math.floor((elapsed / 1000) * perSecond), perSecond * seconds)
      for (; posted < due; posted++) channel.port2.postMessage(null)
      if (elapsed >= seconds * 1000) {
        setTimeout(() => {
          channel.port1.close()
          resolve(sent)
        }, 50)
        return
      }
      setTimeout(tick, 4)
    }
    tick()
  })
}
