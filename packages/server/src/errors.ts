import type { ErrorCode, ErrorDetails } from './contract/types'

/** An error the client is told about: HTTP status, contract error code, English message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly data: ErrorDetails | null = null,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const badRequest = (code: ErrorCode, message: string, data: ErrorDetails | null = null) =>
  new AppError(400, code, message, data)

/** A single-field input error, reported with `data.fields` like schema failures. */
export function fieldError(field: string, code: ErrorCode, message: string): AppError {
  return new AppError(400, code, message, { fields: [{ field, code, message }] })
}

/** A well-formed field whose value is refused (a wrong password or code): 422 with `data.fields`. */
export function fieldRefused(field: string, code: ErrorCode, message: string): AppError {
  return new AppError(422, code, message, { fields: [{ field, code, message }] })
}

export const unauthorized = (code: ErrorCode, message: string) => new AppError(401, code, message)
export const forbidden = (code: ErrorCode, message: string) => new AppError(403, code, message)
export const notFound = (code: ErrorCode, message: string) => new AppError(404, code, message)
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message)
export const unprocessable = (code: ErrorCode, message: string) => new AppError(422, code, message)

export function tooMany(code: ErrorCode, message: string, retryAfterMs: number): AppError {
  return new AppError(429, code, message, {
    retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  })
}
