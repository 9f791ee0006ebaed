import { createFakeClient, createMockStream, type FakeRoutes } from '@bourse/api-client/mocks'
import { act } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, vi } from 'vitest'
import { renderInWidgets } from './render'

/*
 * The fake clock of the live (streamed) widgets' tests: animation frames, intervals and `Date`
 * are faked, so a test steps frame by frame; timeouts stay real for the fake client's answers.
 */

/** The tests' "now". */
export const LIVE_TEST_NOW = 1_795_000_000_000

/** Fakes the live clock before each test of the calling `describe`, and restores it after. */
export function fakeLiveClock() {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: [
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'setInterval',
        'clearInterval',
        'Date',
      ],
    })
    vi.setSystemTime(LIVE_TEST_NOW)
  })
  afterEach(() => vi.useRealTimers())
}

/** Runs the next animation frame (a live widget renders its batched updates in it). */
export const frame = () => act(() => vi.advanceTimersToNextFrame())

/** Lets pending promises settle (the fake client's answers). */
export const flush = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0)
  })

/**
 * Renders `ui` signed out on a mock stream and a fake client answering `routes`; returns the
 * stream (to emit on) and the client's calls.
 */
export function renderLive(routes: FakeRoutes, ui: ReactNode) {
  const stream = createMockStream()
  const { client, calls } = createFakeClient(routes, { token: null })
  renderInWidgets({ client, stream }, ui)
  return { ...stream, calls }
}
