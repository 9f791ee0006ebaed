import { createHash } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import { isIPv4, isIPv6 } from 'node:net'
import type { Socket } from 'node:net'
import path from 'node:path'
import cors from '@fastify/cors'
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
  // The installable app's manifests (one per language) are files of the site (ADR 0030).
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const satisfies Record<string, readonly string[]>

/**
 * The `'sha256-…'` sources of the inline scripts in a built HTML file: the site's index.html (the
 * theme script that runs before the first paint, packages/app vite.config.ts), the Storybook's
 * manager and preview. Code of the build, as trusted as its files. Read again when the file
 * changes, as after a rebuild while the server runs.
 */
export function inlineScriptHashes(indexFile: string): () => string[] {
  let cached: { mtimeMs: number; hashes: string[] } | null = null
  // The policy goes with every answer, API calls included: the file is looked at once a second
  // at most, not on each request.
  let checkedAt = -Infinity
  return () => {
    const now = Date.now()
    if (cached && now - checkedAt < 1000) return cached.hashes
    checkedAt = now
    let mtimeMs: number
    try {
      mtimeMs = fs.statSync(indexFile).mtimeMs
    } catch {
      cached = null
      return []
    }
    if (cached?.mtimeMs !== mtimeMs) {
      const html = fs.readFileSync(indexFile, 'utf8')
      // Every inline script, classic or module (`<script type="module">`); not those with a src.
      const inline = /<script(?:\s(?![^>]*\bsrc\s*=)[^>]*)?>([\s\S]*?)<\/script>/g
      const hashes = [...html.matchAll(inline)].map(
        (m) =>
          `'sha256-${createHash('sha256')
            .update(m[1] ?? '')
            .digest('base64')}'`,
      )
      cached = { mtimeMs, hashes }
    }
    return cached.hashes
  }
}

/** The API reference page: inline styles, no script at all, never framed. */
export const DOCS_CSP_DIRECTIVES = {
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'img-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
} as const satisfies Record<string, readonly string[]>

/**
 * What a cross-origin page may send: the contract's methods (GET to read, POST to change, PUT for
 * photo uploads) and the headers the API client sets (the session `ticket`, the body's type).
 */
export const CORS_METHODS = ['GET', 'POST', 'PUT'] as const
export const CORS_HEADERS = ['content-type', 'ticket'] as const
/** Seconds a browser may reuse a preflight answer (Chromium caps it at 7200). */
export const CORS_MAX_AGE = 600

/**
 * Whether a WebSocket upgrade may proceed. Browsers apply no CORS to WebSockets, so the server
 * checks the `Origin` itself, once CORS_ORIGINS names the foreign pages it trusts: then a browser
 * page elsewhere is refused. Clients without an `Origin` (node, native apps) and the server's own
 * site are always let in. With an empty list nothing changes: the socket is public market data
 * plus a user channel that needs a ticket sent in a message, never an ambient cookie, so a
 * foreign page cannot ride on a visitor's session.
 */
export function socketOriginAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (allowed.length === 0 || origin === undefined || allowed.includes(origin)) return true
  try {
    return host !== undefined && new URL(origin).host === host.toLowerCase()
  } catch {
    return false
  }
}

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
 * Registers CORS (only when CORS_ORIGINS lists origins), the security headers (helmet) and the
 * global rate limit. Must run before any route is declared: the plugins attach themselves to
 * routes as they are added.
 */
export async function registerEdge(
  app: FastifyInstance,
  config: ServerConfig,
  ticketUser: TicketUser,
): Promise<void> {
  const allowed = config.corsOrigins
  const siteScripts = inlineScriptHashes(path.join(config.appDist, 'index.html'))
  if (allowed.length > 0) {
    // First, so that a preflight is answered before the rate limit counts it, and so that every
    // answer (429 and 404 too) carries the headers a foreign page needs to read its envelope.
    await app.register(cors, {
      // A function, not the list: a refused or missing Origin then gets no CORS header at all
      // (its preflight falls through to 404), and every answer still says `Vary: Origin`.
      origin: (origin, callback) =>
        callback(null, origin !== undefined && allowed.includes(origin)),
      methods: [...CORS_METHODS],
      allowedHeaders: [...CORS_HEADERS],
      // The session is the `ticket` header, never a cookie: nothing ambient to allow.
      credentials: false,
      maxAge: CORS_MAX_AGE,
      // An OPTIONS without Access-Control-Request-Method from an allowed page is answered like a
      // preflight rather than with the plugin's plain-text 400, which is no envelope.
      strictPreflight: false,
    })
    // preValidation, after every onRequest hook: @fastify/websocket's marks the request as an
    // upgrade there, so that the socket is closed once the refusal is written.
    app.addHook('preValidation', async (req, reply) => {
      if (req.headers.upgrade?.toLowerCase() !== 'websocket') return
      if (socketOriginAllowed(req.headers.origin, req.host, allowed)) return
      return reply.code(403).send({
        code: 'request.invalid',
        msg: 'This origin may not open the stream (CORS_ORIGINS)',
        data: null,
      })
    })
  }

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...SITE_CSP_DIRECTIVES,
        'script-src': [...SITE_CSP_DIRECTIVES['script-src'], () => siteScripts().join(' ')],
        // Only behind TLS: on a plain-HTTP LAN install it would send every load to a dead port.
        ...(config.hstsMaxAge > 0 ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // The site opens no cross-origin windows; the API sets no cookies.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // CORP binds only no-cors loads (<script>, <img>, a no-cors fetch): a CORS fetch from an
    // allowed origin reads the answer whatever CORP says, so `same-origin` stays for every path
    // and keeps API answers out of other sites' no-cors loads (ADR 0020).
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
