import type { RouteObject } from 'react-router-dom'
import { AppLayout } from '../layout/AppLayout'
import { RouteError } from '../layout/RouteError'
import { paths } from './paths'
import { retryImport } from './retryImport'
import { rootLoader, shouldRevalidateRoot } from './rootLoader'

type RouteModule = Awaited<ReturnType<NonNullable<Extract<RouteObject['lazy'], () => unknown>>>>

/** A lazily loaded page: its chunk is retried quietly (see retryImport) before anything shows. */
const page =
  (load: () => Promise<RouteModule>): (() => Promise<RouteModule>) =>
  () =>
    retryImport(load)

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
          { index: true, lazy: page(() => import('../pages/Home')) },
          { path: paths.quotation, lazy: page(() => import('../pages/Quotation')) },
          { path: paths.spot, lazy: page(() => import('../pages/SpotTrading')) },
          { path: paths.futures, lazy: page(() => import('../pages/FuturesTrading')) },
          { path: paths.mining, lazy: page(() => import('../pages/Mining')) },
          { path: paths.feeLevels, lazy: page(() => import('../pages/FeeLevels')) },
          { path: paths.about, lazy: page(() => import('../pages/About')) },
          { path: paths.download, lazy: page(() => import('../pages/Download')) },
          { path: paths.login, lazy: page(() => import('../pages/Login')) },
          { path: paths.register, lazy: page(() => import('../pages/Register')) },
          { path: paths.forget, lazy: page(() => import('../pages/ForgotPassword')) },
          { path: paths.notices, lazy: page(() => import('../pages/Articles/NoticeList')) },
          { path: paths.helpCenter, lazy: page(() => import('../pages/Articles/HelpCenter')) },
          {
            path: paths.information,
            lazy: page(() => import('../pages/Articles/InformationList')),
          },
          { path: paths.detail, lazy: page(() => import('../pages/Articles/NoticeDetail')) },
          { path: paths.helpDetail, lazy: page(() => import('../pages/Articles/HelpDetail')) },
          {
            path: paths.informationOne,
            lazy: page(() => import('../pages/Articles/InformationOne')),
          },
          {
            path: paths.informationTwo,
            lazy: page(() => import('../pages/Articles/InformationTwo')),
          },
          { path: paths.legalStatement, lazy: page(() => import('../pages/Legal/LegalStatement')) },
          {
            path: paths.privacyPolicy,
            lazy: page(() => import('../pages/Legal/ServiceAgreement')),
          },
          { path: paths.userAgreement, lazy: page(() => import('../pages/Legal/UserAgreement')) },
          { path: paths.feedback, lazy: page(() => import('../pages/Feedback')) },
          {
            id: 'userCenter',
            lazy: page(() => import('../layout/UserCenterLayout')),
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
            ],
          },
          { path: '*', lazy: page(() => import('../pages/NotFound')) },
        ],
      },
    ],
  },
]
