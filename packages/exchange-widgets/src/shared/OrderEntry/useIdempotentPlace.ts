import { isApiError } from '@bourse/api-client'
import { useCallback, useRef } from 'react'

/** The request never got an answer: the same submission may be sent again with the same id. */
export const networkFailure = (error: unknown) =>
  isApiError(error) && (error.code === 'network.timeout' || error.code === 'network.error')

/**
 * Places with a client order id made once per submission: the same submission (same `key`)
 * retried after a network failure keeps its id, so the server (idempotent by clientOrderId)
 * never places it twice. Once the server has answered, the id is settled.
 */
export function useIdempotentPlace(newId: () => string) {
  // The id of a submission whose answer never came.
  const inFlight = useRef<{ key: string; clientOrderId: string } | null>(null)
  return useCallback(
    async <T>(key: string, place: (clientOrderId: string) => Promise<T>): Promise<T> => {
      if (inFlight.current?.key !== key) inFlight.current = { key, clientOrderId: newId() }
      const { clientOrderId } = inFlight.current
      try {
        const answer = await place(clientOrderId)
        inFlight.current = null
        return answer
      } catch (error) {
        if (!networkFailure(error)) inFlight.current = null
        throw error
      }
    },
    [newId],
  )
}
