import type { UserInfo } from '@bourse/api-client'
import { HoverCard, Icon } from '@bourse/ui'
import { useStore } from 'jotai'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { apiClient } from '../../api/client'
import { currentOrdersHref, orderHistoryHref, paths } from '../../router/paths'
import { logout } from '../../session/session'
import { Menu, MenuButton, MenuHeading, MenuLink, MenuTrigger, Muted, Nick } from './Header.styles'

export type UserMenuProps = {
  /** The signed-in user. */
  user: UserInfo
}

/**
 * The signed-in user's nickName, a link to account settings, whose card (on hover or focus) holds
 * the money pages, orders and logout.
 */
export function UserMenu({ user }: UserMenuProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const store = useStore()
  return (
    <HoverCard
      trigger={
        <MenuTrigger as={Link} to={paths.accountSet} data-testid="user-menu">
          <Icon name="user" />
          <span>{user.nickName}</span>
          <Icon name="chevron" size="sm" />
        </MenuTrigger>
      }
    >
      <Menu aria-label={t('header.user.menu')}>
        <MenuHeading>
          <Nick to={paths.accountSet}>{user.nickName}</Nick>
          <Muted>{user.username}</Muted>
        </MenuHeading>
        <li>
          <MenuLink to={paths.assets}>
            <Icon name="wallet" />
            {t('header.user.assets')}
          </MenuLink>
        </li>
        <li>
          <MenuLink to={paths.recharge}>{t('header.user.recharge')}</MenuLink>
        </li>
        <li>
          <MenuLink to={paths.withdrawal}>{t('header.user.withdrawal')}</MenuLink>
        </li>
        <li>
          <MenuLink to={paths.assetRecords}>{t('header.user.assetRecords')}</MenuLink>
        </li>
        <li>
          <MenuLink to={currentOrdersHref}>{t('header.user.currentOrders')}</MenuLink>
        </li>
        <li>
          <MenuLink to={orderHistoryHref}>{t('header.user.orderHistory')}</MenuLink>
        </li>
        <li>
          <MenuButton type="button" onClick={() => void logout(apiClient, store, navigate)}>
            <Icon name="logout" />
            {t('header.user.logout')}
          </MenuButton>
        </li>
      </Menu>
    </HoverCard>
  )
}

UserMenu.displayName = 'UserMenu'
