import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bourse: site not built</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1a1d23}
code{background:#f1f3f5;padding:.1rem .3rem;border-radius:4px}</style></head>
<body><h1>The site has not been built</h1>
<p>The API is running, but the web app's files are missing. Build them with
<code>npm run build:app</code> (or start everything with <code>npm start</code>), then reload.</p>
</body></html>`

/**
 * Serves the built app: files under `/desktop/` (the Vite base), and `index.html` for every other
 * GET that is not an API path, so client-side routes (`/login`, `/quotation`) load the app.
 */
export async function registerSite(
  app: FastifyInstance,
  appDist: string,
): Promise<{
  serveIndex: (reply: FastifyReply) => FastifyReply
}> {
  const indexFile = path.join(appDist, 'index.html')
  const built = () => fs.existsSync(indexFile)
  if (fs.existsSync(appDist)) {
    await app.register(fastifyStatic, {
      root: appDist,
      prefix: '/desktop/',
      index: false,
      wildcard: true,
      cacheControl: false,
      // The build writes a Brotli and a gzip copy beside each text file (app scripts/compress.mjs):
      // sent to a browser that accepts one, the plain file otherwise.
      preCompressed: true,
      setHeaders: (res, sent) => {
        // The file sent may be a compressed copy (`sw.js.br`): its headers are the original's.
        const file = sent.replace(/\.(br|gz)$/, '')
        // Vite fingerprints files under assets/; everything else may change between builds, the
        // service worker (sw.js) most of all: the browser must see each new version at once.
        res.setHeader(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        )
        // The worker lives under /desktop/ with the other files but controls the site's routes,
        // which are at the root (ADR 0030).
        if (path.basename(file) === 'sw.js') res.setHeader('service-worker-allowed', '/')
        if (file.endsWith('.webmanifest'))
          res.setHeader('content-type', 'application/manifest+json; charset=utf-8')
      },
    })
  }
  return {
    serveIndex(reply) {
      if (!built())
        return reply
          .code(503)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(NOT_BUILT)
      return reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(fs.createReadStream(indexFile))
    },
  }
}
