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
