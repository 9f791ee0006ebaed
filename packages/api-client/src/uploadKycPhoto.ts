import type { ResponseData } from './client'
import { ApiError, clientErrorMessages } from './errors'
import type { ErrorCode, ErrorDetails, KycPhotoSlot } from './schema'
import { errorCodeValues } from './schema'
import type { TokenStore } from './tokenStore'

/** Time an upload may take before it fails with `network.timeout`: 8 MB on a slow phone line. */
export const UPLOAD_TIMEOUT_MS = 120_000

/** What an upload needs to reach the server: an {@link ExchangeClient} has both. */
export type UploadTarget = {
  /** Site host plus the API prefix, e.g. `/api`. */
  baseUrl: string
  /** Where the session token (`ticket` header) is read from, and cleared when it is refused. */
  tokenStore: TokenStore
}

export type UploadPhotoOptions = {
  /** Called as bytes leave, with the fraction sent (0 to 1). @default undefined */
  onProgress?: (fraction: number) => void
  /** Cancels the upload; the promise rejects with the signal's reason (an AbortError). */
  signal?: AbortSignal
  /** @default UPLOAD_TIMEOUT_MS */
  timeoutMs?: number
  /** Makes the request object (tests). @default () => new XMLHttpRequest() */
  createRequest?: () => XMLHttpRequest
}

/** The options of {@link uploadKycPhoto}: those of {@link uploadPhoto}. */
export type UploadKycPhotoOptions = UploadPhotoOptions

/** The operations that take an image's bytes with `PUT` (same rules, same answer envelope). */
export type PhotoUploadPath = '/app/kyc/photo' | '/app/feedback/photo'

/** The stored photo an upload path answers. */
export type UploadedPhotoOf<P extends PhotoUploadPath> = ResponseData<P, 'put'>

/** The stored verification photo the server answers. */
export type UploadedKycPhoto = UploadedPhotoOf<'/app/kyc/photo'>

const knownCodes = new Set<string>(errorCodeValues)

function abortReason(signal: AbortSignal): unknown {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The upload was aborted', 'AbortError')
}

/**
 * Uploads one verification photo (`PUT /app/kyc/photo?slot=`, body the image's bytes) with
 * {@link uploadPhoto}.
 */
export function uploadKycPhoto(
  target: UploadTarget,
  slot: KycPhotoSlot,
  blob: Blob,
  options: UploadKycPhotoOptions = {},
): Promise<UploadedKycPhoto> {
  return uploadPhoto(target, '/app/kyc/photo', blob, { ...options, query: { slot } })
}

/**
 * Uploads an image's bytes with `PUT` to one of the photo operations (`path`, plus `query`) and
 * reports upload progress, which `fetch` cannot. Resolves to the stored photo; rejects with an
 * {@link ApiError} like the client does (the server's code, or `network.error` /
 * `network.timeout`), or with the abort reason when `signal` aborts. A `login.user.not.login` or
 * `login.session.expired` answer clears the token, as the client does.
 */
export function uploadPhoto<P extends PhotoUploadPath>(
  target: UploadTarget,
  path: P,
  blob: Blob,
  options: UploadPhotoOptions & { query?: Record<string, string> } = {},
): Promise<UploadedPhotoOf<P>> {
  const { onProgress, signal, timeoutMs = UPLOAD_TIMEOUT_MS, createRequest, query } = options
  const search = query ? `?${new URLSearchParams(query).toString()}` : ''
  return new Promise<UploadedPhotoOf<P>>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal))
      return
    }
    const xhr = createRequest ? createRequest() : new XMLHttpRequest()
    const onAbort = () => xhr.abort()
    const settle = () => signal?.removeEventListener('abort', onAbort)

    xhr.open('PUT', `${target.baseUrl}${path}${search}`)
    xhr.setRequestHeader('Content-Type', 'application/octet-stream')
    const token = target.tokenStore.get()
    if (token) xhr.setRequestHeader('ticket', token)
    xhr.timeout = timeoutMs
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    }
    xhr.onload = () => {
      settle()
      let body: unknown
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = undefined
      }
      if (
        typeof body !== 'object' ||
        body === null ||
        typeof (body as { code?: unknown }).code !== 'string'
      ) {
        reject(new ApiError('system.error', 'ERROR', xhr.status))
        return
      }
      const envelope = body as { code: string; msg?: string; data?: unknown }
      if (envelope.code === 'success') {
        onProgress?.(1)
        resolve(envelope.data as UploadedPhotoOf<P>)
        return
      }
      const code = (knownCodes.has(envelope.code) ? envelope.code : 'system.error') as ErrorCode
      if (code === 'login.user.not.login' || code === 'login.session.expired')
        target.tokenStore.clear()
      reject(
        new ApiError(
          code,
          envelope.msg || 'ERROR',
          xhr.status,
          (envelope.data ?? undefined) as ErrorDetails | undefined,
        ),
      )
    }
    xhr.onerror = () => {
      settle()
      reject(new ApiError('network.error', clientErrorMessages['network.error'], 0))
    }
    xhr.ontimeout = () => {
      settle()
      reject(new ApiError('network.timeout', clientErrorMessages['network.timeout'], 0))
    }
    xhr.onabort = () => {
      settle()
      reject(
        signal?.aborted
          ? abortReason(signal)
          : new ApiError('network.error', clientErrorMessages['network.error'], 0),
      )
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    xhr.send(blob)
  })
}
