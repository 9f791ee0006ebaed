import type { ComponentType } from 'react'
import type { SetupServerApi } from 'msw/node'
import { AppLayout } from '../layout/AppLayout'
import { renderRoutes } from './renderApp'
import { walletHandlers, type WalletMockOptions } from './walletHandlers'

/**
 * Renders one wallet page of the user centre inside the site's layout at `entry`, the wallet's
 * endpoints answered by {@link walletHandlers}; `sent` records what the page sent.
 */
export function renderWalletPage(
  server: SetupServerApi,
  page: { path: string; Component: ComponentType },
  entry: string,
  options: WalletMockOptions = {},
) {
  const wallet = walletHandlers(options)
  server.use(...wallet.handlers)
  const view = renderRoutes([{ path: '/', Component: AppLayout, children: [page] }], [entry])
  return { ...view, sent: wallet.sent }
}
