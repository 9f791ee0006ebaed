import fs from 'node:fs'
import path from 'node:path'
import type { FastifyReply } from 'fastify'

/** A page that says a build is missing (`title`) and how to make it (`howTo`, HTML). */
export const notBuiltPage = (title: string, howTo: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bourse: ${title}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1a1d23}
code{background:#f1f3f5;padding:.1rem .3rem;border-radius:4px}</style></head>
<body><h1>The ${title.replace(/ not built$/, '')} has not been built</h1>
<p>${howTo}</p>
</body></html>`

/**
 * Answers a built HTML file, revalidated on each load; while the build is missing, 503 with the
 * page that says how to make it (never cached).
 */
export function sendBuiltHtml(reply: FastifyReply, file: string, notBuilt: string): FastifyReply {
  if (!fs.existsSync(file))
    return reply
      .code(503)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(notBuilt)
  return reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(fs.createReadStream(file))
}

/**
 * A built file's caching: Vite fingerprints the files under the build's `assets/` (a year,
 * immutable); every other file keeps its name from build to build and is revalidated.
 */
export const builtFileCacheControl = (assetsDir: string, file: string): string =>
  path.resolve(file).startsWith(path.resolve(assetsDir) + path.sep)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache'
