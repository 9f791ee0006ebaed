import { HttpResponse, type JsonBodyType } from 'msw'
import type { ErrorCode, ErrorDetails } from '../../schema'

/** A success envelope around `data`. */
export function successEnvelope<T>(data: T) {
  return { code: 'success' as const, msg: 'success', data }
}

/** An error envelope with the HTTP status the contract gives the code. */
export function errorResponse(
  code: ErrorCode,
  status: number,
  msg: string = code,
  data: ErrorDetails | null = null,
) {
  return HttpResponse.json({ code, msg, data } as JsonBodyType, { status })
}

/** Answers `data` in a success envelope, after `delayMs` (to show loading states). */
export function responder(options: { delayMs?: number }) {
  return async <T>(data: T) => {
    await new Promise((r) => setTimeout(r, options.delayMs ?? 0))
    return HttpResponse.json(successEnvelope(data) as JsonBodyType)
  }
}

/** One page (1-based) of `list`, as the paged operations answer. */
export const page = <T>(list: T[], pageIndex: number, pageSize: number) => ({
  list: list.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
  total: list.length,
  pageIndex,
  pageSize,
})
