import { isApiError } from '@bourse/api-client'
import { useCallback, useRef } from 'react'
import { newClientId } from '../clientId'

const networkFailure = (error: unknown) =>
  isApiError(error) && (error.code === 'network.timeout' || error.code === 'network.error')

/**
 * Sends a submission with a client id made once per submission (`<prefix>…`) and reused when the
 * same submission is sent again after a network failure, so the server never acts on it twice.
 * Once the server answered, that id is settled: the next submission gets a new one.
 */
export function useIdempotentSubmit(
  prefix: string,
): <T>(request: unknown, send: (clientId: string) => Promise<T>) => Promise<T> {
  const inFlight = useRef<{ key: string; clientId: string } | null>(null)
  return useCallback(
    async <T>(request: unknown, send: (clientId: string) => Promise<T>): Promise<T> => {
      const key = JSON.stringify(request)
      if (inFlight.current?.key !== key) inFlight.current = { key, clientId: newClientId(prefix) }
      try {
        const answer = await send(inFlight.current.clientId)
        inFlight.current = null
        return answer
      } catch (error) {
        // The server answered: that id is settled. A network failure keeps it for a retry.
        if (!networkFailure(error)) inFlight.current = null
        throw error
      }
    },
    [prefix],
  )
}
