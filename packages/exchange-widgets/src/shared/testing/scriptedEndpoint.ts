import type { FakeRoute } from '@bourse/api-client/mocks'
import { waitFor } from '@testing-library/react'
import { expect } from 'vitest'

/*
 * The fake endpoint the connected widgets' tests of a submission share (orders, contracts,
 * transfers): it records what was sent and answers from a script, so a test can fail the network
 * and check the retry goes out under the same client id. Tests only; the package build leaves
 * this folder out.
 */

/**
 * A route that keeps each request body in `sent` and answers the n-th request from `answers[n]`
 * (`'success'` once they run out): `'network'` fails the fetch as a lost connection does; any
 * other answer is what `answer(it, request)` returns.
 */
export function scriptedEndpoint<B>(
  answers: readonly string[],
  answer: (it: string, request: B) => unknown,
): { sent: B[]; endpoint: FakeRoute } {
  const sent: B[] = []
  const endpoint: FakeRoute = ({ body }) => {
    const request = body as B
    sent.push(request)
    const it = answers[sent.length - 1] ?? 'success'
    if (it === 'network') throw new TypeError('Failed to fetch')
    return answer(it, request)
  }
  return { sent, endpoint }
}

/**
 * Checks a submission was retried safely: the second request in `sent` is `request` under the
 * first one's client id `key` (the retry after a lost connection); then `next()` submits again and
 * the third request goes out under a new id.
 */
export async function expectRetryUnderOneId<B>(
  sent: readonly B[],
  key: keyof B & string,
  request: object,
  next: () => unknown,
) {
  expect(sent[1]).toEqual({ [key]: sent[0]?.[key], ...request })
  await next()
  await waitFor(() => expect(sent).toHaveLength(3))
  expect(sent[2]?.[key]).not.toBe(sent[0]?.[key])
}
