import type { ApiError } from '@bourse/api-client'

type Listener = (error: ApiError) => void

const listeners = new Set<Listener>()

/**
 * Failures the API client reports (outside React) reach the layout's toast through here.
 * Returns the unsubscribe function.
 */
export function onApiError(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function reportApiError(error: ApiError): void {
  for (const listener of listeners) listener(error)
}
