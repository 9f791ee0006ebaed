import http from 'node:http'
import { isIPv4, isIPv6 } from 'node:net'
import type { Socket } from 'node:net'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ServerConfig } from '../config'
import { ticketOf } from '../contract/router'
import { AppError } from '../errors'

/**
 * The site's Content-Security-Policy. The built site is a same-origin bundle: nothing is loaded
 * from elsewhere, so every fetch directive is 'self' plus what the site makes in the page.
 */
export const SITE_CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  // The libheif decoder of HEIC photos is WebAssembly: compiling it needs 'wasm-unsafe-eval',
  // which allows no JavaScript eval.
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'script-src-attr': ["'none'"],
  // styled-components writes its rules into <style> elements at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  // QR codes are data: URLs; photo previews and drawn posters are blob: URLs.
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  // 'self' also matches the same-origin ws:/wss: URL of the live socket (CSP level 3).
  'connect-src': ["'self'"],
  // The order book's and the HEIC decoder's module workers are files of the bundle.
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const satisfies Record<string, readonly string[]>

/** The API reference page: inline styles, no script at all, never framed. */
export const DOCS_CSP_DIRECTIVES = {
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'img-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
} as const satisfies Record<string, readonly string[]>

/** The signed-in user a `ticket` header belongs to, or null when it is missing or not valid. */
export type TicketUser = (ticket: string) => number | null

/**
 * The client address a limit counts against: an IPv4 address (IPv4-mapped IPv6 too) as is, an
 * IPv6 address as its /64, which one subscriber usually holds whole and could rotate through.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped?.[1]) return mapped[1]
  if (isIPv4(ip) || !isIPv6(ip)) return ip
  const [head = '', tail = ''] = ip.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = ip.includes('::') && tail ? tail.split(':') : []
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/**
 * Registers the security headers (helmet) and the global rate limit. Must run before any route is
 * declared: both plugins attach themselves to routes as they are added.
 */
export async function registerEdge(
  app: FastifyInstance,
  config: ServerConfig,
  ticketUser: TicketUser,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...SITE_CSP_DIRECTIVES,
        // Only behind TLS: on a plain-HTTP LAN install it would send every load to a dead port.
        ...(config.hstsMaxAge > 0 ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // The site opens no cross-origin windows; the API sets no cookies.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Nothing is loaded cross-origin, but COEP would also bar operators' own CDNs in front.
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // HSTS is a promise about the whole host name that outlives the process: only an operator who
    // terminates TLS in front of the server may make it (HSTS_MAX_AGE); subdomains are theirs.
    strictTransportSecurity:
      config.hstsMaxAge > 0 ? { maxAge: config.hstsMaxAge, includeSubDomains: false } : false,
  })

  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    // A signed-in user is one budget wherever they connect from, and does not spend the budget
    // of others behind the same address (an office, a carrier's NAT); anyone else is an address.
    keyGenerator: (req) => {
      const ticket = ticketOf(req)
      const user = ticket ? ticketUser(ticket) : null
      return user === null ? `ip:${clientKey(req.ip)}` : `user:${user}`
    },
    errorResponseBuilder: (_req, context) => {
      const retryAfter = Math.max(1, Math.ceil(context.ttl / 1000))
      return new AppError(429, 'rate.limited', `Too many requests; try again in ${context.after}`, {
        retryAfter,
      })
    },
  })
}

/**
 * Fastify's `frameworkErrors`: the router refused the URL (bad percent-encoding, a path parameter
 * over `maxParamLength`) before any hook ran, so the headers the hooks add are set here.
 */
export function frameworkErrors(
  _error: FastifyError,
  _req: FastifyRequest,
  reply: FastifyReply,
): void {
  void reply
    .code(400)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send({ code: 'request.invalid', msg: 'The URL is malformed or too long', data: null })
}

/**
 * Fastify's `clientErrorHandler`: Node refused the request before it was parsed (headers or
 * query string over `maxHeaderSize`, a malformed request line). Answers the error envelope on the
 * raw socket and closes it, as Fastify's default does with its own body.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, code, msg] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'request.too.large', 'The request headers or query string are too long']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request.invalid', 'The request took too long to arrive']
        : [400, 'request.invalid', 'The request is malformed']
  const body = JSON.stringify({ code, msg, data: null })
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}`,
        `content-type: application/json; charset=utf-8`,
        `content-length: ${Buffer.byteLength(body)}`,
        'cache-control: no-store',
        'x-content-type-options: nosniff',
        'connection: close',
        '',
        body,
      ].join('\r\n'),
    )
  }
  socket.destroy(error)
}
