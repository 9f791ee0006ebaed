import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, RouteOptions } from 'fastify'
import { builtFileCacheControl, notBuiltPage, sendBuiltHtml } from './builtFiles'
import { inlineScriptHashes, SITE_CSP_DIRECTIVES } from './edge'

/** Where the static Storybook is served (ADR 0032). */
export const STORYBOOK_PREFIX = '/storybook/'

/** Whether a request path is the Storybook's: never the app's, whatever the SPA's fallback says. */
export const isStorybookPath = (url: string): boolean =>
  url === '/storybook' || url.startsWith(STORYBOOK_PREFIX)

const NOT_BUILT = notBuiltPage(
  'Storybook not built',
  `The design system's reference is a static build the server does not make itself. Build it with
<code>npm run build-storybook</code> (it lands in <code>storybook-static/</code>), then reload.`,
)

/**
 * The Storybook's Content-Security-Policy: the site's, with what its manager and preview need
 * (ADR 0032). The manager frames its preview (`iframe.html`), both from this origin, so
 * `frame-src` and `frame-ancestors` are 'self' rather than the site's 'none'. The inline scripts
 * of the two HTML files (globals such as `window.FEATURES`, the module that loads the manager's
 * addons) are allowed by their hashes, read from the build, so that no other inline script runs.
 */
export const STORYBOOK_CSP_DIRECTIVES = {
  ...SITE_CSP_DIRECTIVES,
  // The manager's styles (emotion) and the preview's (styled-components) are written at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  'frame-src': ["'self'"],
  'frame-ancestors': ["'self'"],
} as const satisfies Record<string, readonly string[]>

export interface StorybookOptions {
  /** The build (`storybook-static/`); may appear after the server started. */
  dist: string
  /** CSP directives the whole server adds (`upgrade-insecure-requests` behind TLS). */
  extraDirectives?: Record<string, string[]>
}

/**
 * Serves the static Storybook under `/storybook/`: `index.html` (the manager) at the prefix,
 * `/storybook` redirected there (the build's URLs are relative), every other file as it is, with
 * its own CSP and a frame policy that lets the manager frame its preview. Without a build, the
 * prefix answers a page that says how to make one. A missing file is left to the not-found
 * handler, which answers 404 for every Storybook path (`isStorybookPath`).
 */
export async function registerStorybook(
  app: FastifyInstance,
  { dist, extraDirectives = {} }: StorybookOptions,
): Promise<void> {
  const indexFile = path.join(dist, 'index.html')
  const managerScripts = inlineScriptHashes(indexFile)
  const previewScripts = inlineScriptHashes(path.join(dist, 'iframe.html'))
  const helmet = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...STORYBOOK_CSP_DIRECTIVES,
        'script-src': [
          ...STORYBOOK_CSP_DIRECTIVES['script-src'],
          () => [...managerScripts(), ...previewScripts()].join(' '),
        ],
        ...extraDirectives,
      },
    },
    frameguard: { action: 'sameorigin' as const },
  }

  await app.register(async (scope) => {
    // @fastify/static takes no route options, so the `helmet` one cannot reach its routes; the
    // helmet plugin's own onRoute hook (inherited, so it ran before this one) would turn that
    // option into `config.helmet`, which it reads on each request: set the config directly.
    scope.addHook('onRoute', (route: RouteOptions) => {
      route.config = { ...route.config, helmet } as RouteOptions['config']
    })

    // `ignoreTrailingSlash` makes this one route for both spellings: only the slashed one may
    // load the manager, whose `./sb-manager/...` URLs would otherwise resolve against `/`.
    scope.get('/storybook/', (req, reply) => {
      const [pathname = '', query] = req.url.split('?')
      if (!pathname.endsWith('/'))
        return reply.redirect(`${STORYBOOK_PREFIX}${query === undefined ? '' : `?${query}`}`)
      return sendBuiltHtml(reply, indexFile, NOT_BUILT)
    })

    if (!fs.existsSync(dist)) return
    await scope.register(fastifyStatic, {
      root: dist,
      prefix: STORYBOOK_PREFIX,
      index: false,
      wildcard: true,
      // Its routes need no `reply.sendFile`, which the app's registration may have declared.
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res, file) => {
        // Vite fingerprints the preview's files under assets/; the manager's (sb-manager/,
        // sb-addons/), the HTML and index.json keep their names from build to build.
        res.setHeader('cache-control', builtFileCacheControl(path.join(dist, 'assets'), file))
      },
    })
  })
}
