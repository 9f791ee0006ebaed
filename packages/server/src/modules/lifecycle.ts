import type { FastifyBaseLogger } from 'fastify'

/** What a module does when the server starts and stops; both optional. */
export interface ModuleLifecycle {
  /** After every module is built (catch up on what fell due, resume work). */
  start?: () => void
  /** Stops its timers and writes what it holds, before the database closes. */
  stop?: () => void
}

/**
 * The modules' lifecycles in one place: `start` runs them in the order they were registered,
 * `stop` in reverse, so a module stops before those it depends on. A `stop` that throws is logged
 * and the others still stop.
 */
export function createLifecycles(log: Pick<FastifyBaseLogger, 'error'>) {
  const modules: { name: string; lifecycle: ModuleLifecycle }[] = []
  let stopped = false
  return {
    register(name: string, lifecycle: ModuleLifecycle): void {
      modules.push({ name, lifecycle })
    },
    start(): void {
      for (const m of modules) m.lifecycle.start?.()
    },
    /** Stops every module once, the last registered first. */
    stop(): void {
      if (stopped) return
      stopped = true
      for (const m of [...modules].reverse()) {
        try {
          m.lifecycle.stop?.()
        } catch (error) {
          log.error({ err: error, module: m.name }, 'module did not stop cleanly')
        }
      }
    },
  }
}

export type Lifecycles = ReturnType<typeof createLifecycles>
