import { HoverCard, Icon } from '@bourse/ui'
import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { paths } from '../../router/paths'
import { inboxUnreadAtom } from '../../session/inbox'
import { Menu, MenuLink, NoticeAction, UnreadBadge } from './Header.styles'

/** The badge's text: the count, capped so it stays round. */
export function badgeCount(unread: number): string {
  return unread > 99 ? '99+' : String(unread)
}

export type NoticeMenuProps = {
  /** With a session: the unread badge and the menu of announcements and messages. */
  loggedIn: boolean
}

/**
 * The header's notice icon (spec: to /noticeList). Signed in, it carries the message centre's
 * unread count and opens a card with "Announcements" and "Messages (n)"; signed out it is a
 * plain link to the announcements.
 */
export function NoticeMenu({ loggedIn }: NoticeMenuProps) {
  const { t } = useTranslation()
  const unread = useAtomValue(inboxUnreadAtom)
  if (!loggedIn)
    return (
      <NoticeAction to={paths.notices} aria-label={t('header.notices')}>
        <Icon name="bell" />
      </NoticeAction>
    )
  return (
    <HoverCard
      trigger={
        <NoticeAction
          to={paths.notices}
          aria-haspopup="true"
          aria-label={
            unread > 0
              ? t('header.noticeMenu.unread', { count: badgeCount(unread) })
              : t('header.notices')
          }
          data-testid="notice-menu"
        >
          <Icon name="bell" />
          {unread > 0 ? (
            <UnreadBadge aria-hidden="true" data-testid="unread-badge">
              {badgeCount(unread)}
            </UnreadBadge>
          ) : null}
        </NoticeAction>
      }
    >
      <Menu aria-label={t('header.noticeMenu.label')}>
        <li>
          <MenuLink to={paths.notices}>{t('header.noticeMenu.announcements')}</MenuLink>
        </li>
        <li>
          <MenuLink to={paths.messages}>
            {t('header.noticeMenu.messages', { count: unread })}
          </MenuLink>
        </li>
      </Menu>
    </HoverCard>
  )
}

NoticeMenu.displayName = 'NoticeMenu'
