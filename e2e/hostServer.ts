// The web server of a foreign host page: serves a built example's static files and passes `/api`
// (HTTP and the WebSocket upgrade) to the reference server, so the page and its API share one
// origin, as behind an embedder's own reverse proxy. node:http only.
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, request, type IncomingMessage } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import path from 'node:path'

/** The content types of the built files the e2e's static servers send. */
export const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}

export type HostServer = { url: string; close: () => Promise<void> }

/**
 * Serves `dir` on a free loopback port, with `/api` proxied to `api` (e.g. http://127.0.0.1:4317).
 * `pageHeaders` go with the HTML pages (a host's Content-Security-Policy, say).
 */
export async function serveHost(
  dir: string,
  api: string,
  pageHeaders: Record<string, string> = {},
): Promise<HostServer> {
  const target = new URL(api)
  // The original Host header is kept, as a reverse proxy does: to the server the page's requests
  // are same-origin.
  const upstream = (req: IncomingMessage) =>
    request({
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: req.headers,
    })

  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname)
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      const forward = upstream(req)
      forward.on('response', (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      })
      forward.on('error', () => res.writeHead(502).end())
      req.pipe(forward)
      return
    }
    let file = path.join(dir, pathname)
    if (!file.startsWith(dir)) return void res.writeHead(403).end()
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html')
    if (!existsSync(file)) return void res.writeHead(404).end()
    const extension = path.extname(file)
    res.writeHead(200, {
      'content-type': types[extension] ?? 'application/octet-stream',
      ...(extension === '.html' ? pageHeaders : {}),
    })
    createReadStream(file).pipe(res)
  })

  const sockets = new Set<Socket>()
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const forward = upstream(req)
    forward.on('upgrade', (answer, remote, remoteHead) => {
      const lines = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`]
      for (let i = 0; i < answer.rawHeaders.length; i += 2) {
        lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`)
      }
      socket.write(`${lines.join('\r\n')}\r\n\r\n`)
      if (remoteHead.length > 0) socket.write(remoteHead)
      if (head.length > 0) remote.write(head)
      remote.pipe(socket).pipe(remote)
      remote.on('error', () => socket.destroy())
      socket.on('error', () => remote.destroy())
      sockets.add(remote)
      remote.on('close', () => sockets.delete(remote))
    })
    forward.on('response', (answer) => {
      socket.end(`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\n\r\n`)
    })
    forward.on('error', () => socket.destroy())
    forward.end()
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
