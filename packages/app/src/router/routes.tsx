import type { RouteObject } from 'react-router-dom'
import { AppLayout } from '../layout/AppLayout'
import { RouteError } from '../layout/RouteError'
import { withLocale, type LocaleBundle } from '../i18n/i18n'
import { loadDesk } from '../pages/shared/deskPreload'
import { paths } from './paths'
import { rootLoader, shouldRevalidateRoot } from './rootLoader'

type RouteModule = Awaited<ReturnType<NonNullable<Extract<RouteObject['lazy'], () => unknown>>>>

/**
 * A lazily loaded page: its chunk (retried quietly, see retryImport) and the locale bundles its
 * text is in, both before anything shows.
 */
const page = (
  load: () => Promise<RouteModule>,
  bundles: readonly LocaleBundle[] = [],
): (() => Promise<RouteModule>) => withLocale(bundles, load)

/** The route table of spec §2. Paths are relative to the root layout. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    shouldRevalidate: shouldRevalidateRoot,
    Component: AppLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      {
        // A failing page keeps the header and footer around its error.
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: page(() => import('../pages/Home'), ['desk']) },
          { path: paths.quotation, lazy: page(() => import('../pages/Quotation'), ['desk']) },
          {
            path: paths.spot,
            lazy: page(loadDesk('spot', () => import('../pages/SpotTrading'))),
          },
          {
            path: paths.futures,
            lazy: page(loadDesk('futures', () => import('../pages/FuturesTrading'))),
          },
          {
            path: paths.mining,
            lazy: page(() => import('../pages/Mining'), ['content', 'account']),
          },
          { path: paths.feeLevels, lazy: page(() => import('../pages/FeeLevels'), ['content']) },
          { path: paths.about, lazy: page(() => import('../pages/About'), ['content']) },
          { path: paths.download, lazy: page(() => import('../pages/Download'), ['content']) },
          { path: paths.login, lazy: page(() => import('../pages/Login'), ['account']) },
          { path: paths.register, lazy: page(() => import('../pages/Register'), ['account']) },
          { path: paths.forget, lazy: page(() => import('../pages/ForgotPassword'), ['account']) },
          {
            path: paths.notices,
            lazy: page(() => import('../pages/Articles/NoticeList'), ['content']),
          },
          {
            path: paths.helpCenter,
            lazy: page(() => import('../pages/Articles/HelpCenter'), ['content']),
          },
          {
            path: paths.information,
            lazy: page(() => import('../pages/Articles/InformationList'), ['content']),
          },
          {
            path: paths.detail,
            lazy: page(() => import('../pages/Articles/NoticeDetail'), ['content']),
          },
          {
            path: paths.helpDetail,
            lazy: page(() => import('../pages/Articles/HelpDetail'), ['content']),
          },
          {
            path: paths.informationOne,
            lazy: page(() => import('../pages/Articles/InformationOne'), ['content']),
          },
          {
            path: paths.informationTwo,
            lazy: page(() => import('../pages/Articles/InformationTwo'), ['content']),
          },
          {
            path: paths.legalStatement,
            lazy: page(() => import('../pages/Legal/LegalStatement'), ['content']),
          },
          {
            path: paths.privacyPolicy,
            lazy: page(() => import('../pages/Legal/ServiceAgreement'), ['content']),
          },
          {
            path: paths.userAgreement,
            lazy: page(() => import('../pages/Legal/UserAgreement'), ['content']),
          },
          {
            path: paths.feedback,
            lazy: page(() => import('../pages/Feedback'), ['content', 'account']),
          },
          { path: paths.freeze, lazy: page(() => import('../pages/Freeze'), ['account']) },
          {
            id: 'userCenter',
            lazy: page(() => import('../layout/UserCenterLayout'), ['account']),
            children: [
              {
                path: paths.accountSet,
                lazy: page(() => import('../pages/UserCenter/AccountSettings')),
              },
              { path: paths.assets, lazy: page(() => import('../pages/UserCenter/Assets')) },
              { path: paths.recharge, lazy: page(() => import('../pages/UserCenter/Recharge')) },
              {
                path: paths.withdrawal,
                lazy: page(() => import('../pages/UserCenter/Withdrawal')),
              },
              {
                path: paths.assetRecords,
                lazy: page(() => import('../pages/UserCenter/AssetRecords')),
              },
              { path: paths.orders, lazy: page(() => import('../pages/UserCenter/Orders')) },
              {
                path: paths.contract,
                lazy: page(() => import('../pages/UserCenter/ContractManagement')),
              },
              { path: paths.invite, lazy: page(() => import('../pages/UserCenter/Invite')) },
              { path: paths.messages, lazy: page(() => import('../pages/UserCenter/Messages')) },
            ],
          },
          { path: '*', lazy: page(() => import('../pages/NotFound')) },
        ],
      },
    ],
  },
]
