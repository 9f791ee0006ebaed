import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { builtFileCacheControl, notBuiltPage, sendBuiltHtml } from './builtFiles'

const NOT_BUILT = notBuiltPage(
  'site not built',
  `The API is running, but the web app's files are missing. Build them with
<code>npm run build:app</code> (or start everything with <code>npm start</code>), then reload.`,
)

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
        res.setHeader('cache-control', builtFileCacheControl(path.join(appDist, 'assets'), file))
        // The worker lives under /desktop/ with the other files but controls the site's routes,
        // which are at the root (ADR 0030).
        if (path.basename(file) === 'sw.js') res.setHeader('service-worker-allowed', '/')
        if (file.endsWith('.webmanifest'))
          res.setHeader('content-type', 'application/manifest+json; charset=utf-8')
      },
    })
  }
  return {
    serveIndex: (reply) => sendBuiltHtml(reply, indexFile, NOT_BUILT),
  }
}
