import type { ErrorCode, ErrorDetails } from './schema'

/** Codes the client itself produces when no envelope arrived. */
export type ClientErrorCode = 'network.timeout' | 'network.error'

/** Every code a failed call can carry: the contract's catalogue plus the client's own. */
export type AnyErrorCode = ErrorCode | ClientErrorCode

/** English fallbacks for the client's own codes; apps translate `errors.<code>`. */
export const clientErrorMessages: Record<ClientErrorCode, string> = {
  'network.timeout': 'Network timeout',
  'network.error': 'Network error',
}

/** A call that did not succeed: an error envelope from the server, a timeout or a network failure. */
export class ApiError extends Error {
  /** The contract's error code, or `network.timeout` / `network.error`. */
  readonly code: AnyErrorCode
  /** HTTP status; 0 when no response arrived. */
  readonly status: number
  /** Extra facts the server sent (`fields`, `retryAfter`). */
  readonly details: ErrorDetails | undefined

  constructor(code: AnyErrorCode, message: string, status: number, details?: ErrorDetails) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    this.status = status
    this.details = details ?? undefined
  }

  /** The field errors keyed by the last segment of their path (`body.password` -> `password`). */
  fieldErrors(): Record<string, AnyErrorCode> {
    const out: Record<string, AnyErrorCode> = {}
    for (const f of this.details?.fields ?? []) {
      const key = f.field.split('.').pop() ?? f.field
      out[key] = f.code
    }
    return out
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError
}
