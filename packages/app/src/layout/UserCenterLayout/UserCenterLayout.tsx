import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { Navigate, Outlet, redirect, useLocation, type LoaderFunctionArgs } from 'react-router-dom'
import { apiClient } from '../../api/client'
import { loginHrefFrom, paths } from '../../router/paths'
import { loginFlagAtom } from '../../session/atoms'
import { PageContainer } from '../shared.styles'
import { Content, Frame, Side, SideLink } from './UserCenterLayout.styles'

/** The user centre is for signed-in users: without a token, go to login and come back after. */
export function userCenterLoader({ request }: LoaderFunctionArgs): Response | null {
  if (apiClient.tokenStore.get()) return null
  const url = new URL(request.url)
  return redirect(loginHrefFrom(url.pathname + url.search))
}

/** The user-centre shell: side navigation beside the page. */
export function UserCenterLayout() {
  const { t } = useTranslation()
  const location = useLocation()
  const loggedIn = useAtomValue(loginFlagAtom) === 1
  // The session can end while the page is open (logout elsewhere, expired token).
  if (!loggedIn && !apiClient.tokenStore.get()) {
    return <Navigate to={loginHrefFrom(location.pathname + location.search)} replace />
  }
  return (
    <PageContainer>
      <Frame>
        <Side aria-label={t('userCenter.nav.label')}>
          <SideLink to={paths.accountSet}>{t('userCenter.nav.accountSet')}</SideLink>
          <SideLink to={paths.assets}>{t('userCenter.nav.assets')}</SideLink>
          <SideLink to={paths.recharge}>{t('userCenter.nav.recharge')}</SideLink>
          <SideLink to={paths.withdrawal}>{t('userCenter.nav.withdrawal')}</SideLink>
          <SideLink to={paths.assetRecords}>{t('userCenter.nav.assetRecords')}</SideLink>
          <SideLink to={`${paths.orders}?active=1`}>{t('userCenter.nav.orders')}</SideLink>
          <SideLink to={paths.contract}>{t('userCenter.nav.contract')}</SideLink>
          <SideLink to={paths.invite}>{t('userCenter.nav.invite')}</SideLink>
          <SideLink to={paths.messages}>{t('userCenter.nav.messages')}</SideLink>
        </Side>
        <Content>
          <Outlet />
        </Content>
      </Frame>
    </PageContainer>
  )
}

UserCenterLayout.displayName = 'UserCenterLayout'
