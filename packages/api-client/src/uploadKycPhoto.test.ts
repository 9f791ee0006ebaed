import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './errors'
import { memoryTokenStore } from './tokenStore'
import { UPLOAD_TIMEOUT_MS, uploadKycPhoto, uploadPhoto } from './uploadKycPhoto'

/** An XMLHttpRequest stand-in the test drives: it records the request and fires the events. */
class FakeRequest {
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: unknown = undefined
  timeout = 0
  status = 0
  responseText = ''
  aborted = false
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  ontimeout: (() => void) | null = null
  onabort: (() => void) | null = null
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: unknown) {
    this.body = body
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent)
  }
  respond(status: number, body: unknown) {
    this.status = status
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body)
    this.onload?.()
  }
}

const photo = { photoId: 'a'.repeat(32), slot: 'front', type: 'jpeg', size: 1234 } as const

function start(token: string | null = 'T1', options: { signal?: AbortSignal } = {}) {
  const request = new FakeRequest()
  const tokenStore = memoryTokenStore(token)
  const onProgress = vi.fn()
  const blob = new Blob([new Uint8Array([0xff, 0xd8, 0xff])])
  const result = uploadKycPhoto({ baseUrl: '/api', tokenStore }, 'front', blob, {
    onProgress,
    ...options,
    createRequest: () => request as unknown as XMLHttpRequest,
  })
  return { request, tokenStore, onProgress, blob, result }
}

describe('uploadKycPhoto', () => {
  it('PUTs the bytes with the ticket, reports progress and resolves to the stored photo', async () => {
    const { request, onProgress, blob, result } = start('abc')
    expect(request.method).toBe('PUT')
    expect(request.url).toBe('/api/app/kyc/photo?slot=front')
    expect(request.headers).toEqual({ 'Content-Type': 'application/octet-stream', ticket: 'abc' })
    expect(request.body).toBe(blob)
    expect(request.timeout).toBe(UPLOAD_TIMEOUT_MS)
    request.progress(40, 100)
    expect(onProgress).toHaveBeenLastCalledWith(0.4)
    request.respond(200, { code: 'success', msg: 'success', data: photo })
    await expect(result).resolves.toEqual(photo)
    expect(onProgress).toHaveBeenLastCalledWith(1)
  })

  it('sends no ticket when signed out', () => {
    const { request } = start(null)
    expect(request.headers.ticket).toBeUndefined()
  })

  it('rejects with the server error code, status and message', async () => {
    const { request, result } = start()
    request.respond(415, { code: 'kyc.photo.type', msg: 'Wrong type', data: null })
    await expect(result).rejects.toMatchObject({
      name: 'ApiError',
      code: 'kyc.photo.type',
      status: 415,
      message: 'Wrong type',
    })
  })

  it('clears the token when the session is gone', async () => {
    const { request, tokenStore, result } = start('abc')
    request.respond(401, { code: 'login.user.not.login', msg: 'Log in', data: null })
    await expect(result).rejects.toBeInstanceOf(ApiError)
    expect(tokenStore.get()).toBeNull()
  })

  it.each([
    [
      'a body that is not an envelope',
      (r: FakeRequest) => r.respond(502, '<html>'),
      'system.error',
    ],
    [
      'an unknown code',
      (r: FakeRequest) => r.respond(400, { code: 'nope', msg: 'x' }),
      'system.error',
    ],
    ['a network failure', (r: FakeRequest) => r.onerror?.(), 'network.error'],
    ['a time-out', (r: FakeRequest) => r.ontimeout?.(), 'network.timeout'],
  ])('rejects %s with %s', async (_name, fail, code) => {
    const { request, result } = start()
    fail(request)
    await expect(result).rejects.toMatchObject({ code })
  })

  it('aborts the request when the signal aborts and rejects with an AbortError', async () => {
    const controller = new AbortController()
    const { request, result } = start('T1', { signal: controller.signal })
    controller.abort()
    expect(request.aborted).toBe(true)
    await expect(result).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('does not start when the signal has already aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    const { request, result } = start('T1', { signal: controller.signal })
    await expect(result).rejects.toMatchObject({ name: 'AbortError' })
    expect(request.method).toBe('')
  })
})

describe('uploadPhoto', () => {
  it('PUTs a feedback screenshot to its own path, without a query, and resolves to the stored photo', async () => {
    const request = new FakeRequest()
    const stored = { id: 'b'.repeat(32), type: 'png', size: 99 } as const
    const blob = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])])
    const result = uploadPhoto(
      { baseUrl: '/api', tokenStore: memoryTokenStore('T2') },
      '/app/feedback/photo',
      blob,
      {
        createRequest: () => request as unknown as XMLHttpRequest,
      },
    )
    expect(request.method).toBe('PUT')
    expect(request.url).toBe('/api/app/feedback/photo')
    expect(request.headers.ticket).toBe('T2')
    expect(request.body).toBe(blob)
    request.respond(200, { code: 'success', msg: 'success', data: stored })
    await expect(result).resolves.toEqual(stored)
  })

  it('refuses a photo of the wrong type with the same code as verification', async () => {
    const request = new FakeRequest()
    const result = uploadPhoto(
      { baseUrl: '', tokenStore: memoryTokenStore(null) },
      '/app/feedback/photo',
      new Blob(['x']),
      {
        createRequest: () => request as unknown as XMLHttpRequest,
      },
    )
    request.respond(415, { code: 'kyc.photo.type', msg: 'Wrong type', data: null })
    await expect(result).rejects.toMatchObject({ code: 'kyc.photo.type', status: 415 })
  })
})
