import type { RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { initTestI18n } from './renderApp'

/**
 * The MSW server of a test file, with the lifecycle every page test shares: i18n and listening
 * before the file (an unhandled request fails the test), handlers reset after each test, closed
 * after the file. Call it at the top level of the file.
 */
export function setupTestServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers)
  beforeAll(async () => {
    await initTestI18n()
    server.listen({ onUnhandledRequest: 'error' })
  })
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}

/**
 * The path and JSON body of every POST the test server receives, emptied after each test. Call it
 * at the top level of the file, after {@link setupTestServer}.
 */
export function recordPosts(
  server: ReturnType<typeof setupTestServer>,
): { path: string; body: unknown }[] {
  const posted: { path: string; body: unknown }[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST')
      void request
        .clone()
        .json()
        .then((body: unknown) => posted.push({ path: new URL(request.url).pathname, body }))
  })
  afterEach(() => {
    posted.length = 0
  })
  return posted
}
