import type { SetupServerApi } from 'msw/node'
import type { RouteObject } from 'react-router-dom'
import { AppLayout } from '../layout/AppLayout'
import { contentHandlers, type ContentHandlerOptions } from './contentHandlers'
import { renderRoutes } from './renderApp'

/**
 * The render function of a content pages' test file: it renders `pages` (routes under the site's
 * layout) at `entry`, with the content handlers of `options` added to `server`, and answers the
 * view with the queries the pages sent.
 */
export function contentPageRenderer(server: SetupServerApi, pages: RouteObject[]) {
  return (entry: string, options: ContentHandlerOptions = {}) => {
    const content = contentHandlers(options)
    server.use(...content.handlers)
    const view = renderRoutes([{ path: '/', Component: AppLayout, children: pages }], [entry])
    return { ...view, sent: content.sent }
  }
}
