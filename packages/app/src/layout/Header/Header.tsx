import { Button, Icon } from '@bourse/ui'
import { useAtom, useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { themeModeAtom } from '../../preferences/preferences'
import { loginHref, paths, registerHref } from '../../router/paths'
import { loginFlagAtom, userInfoAtom } from '../../session/atoms'
import { CustomerServiceButton } from '../CustomerService'
import {
  Actions,
  Bar,
  Brand,
  BrandMark,
  IconAction,
  MenuTrigger,
  Nav,
  NavItem,
  Row,
  Spacer,
} from './Header.styles'
import { LanguagePicker } from './LanguagePicker'
import { NoticeMenu } from './NoticeMenu'
import { UserMenu } from './UserMenu'

function ThemeToggle() {
  const { t } = useTranslation()
  const [mode, setMode] = useAtom(themeModeAtom)
  const next = mode === 'dark' ? 'light' : 'dark'
  return (
    <MenuTrigger
      type="button"
      aria-label={next === 'light' ? t('header.theme.toLight') : t('header.theme.toDark')}
      onClick={() => setMode(next)}
    >
      <Icon name="eye" />
    </MenuTrigger>
  )
}

/** Brand, main menu, the session's actions, customer service, theme and language. */
export function Header() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const loggedIn = useAtomValue(loginFlagAtom) === 1
  const user = useAtomValue(userInfoAtom)
  return (
    <Bar>
      <Row>
        <Brand to={paths.home} aria-label={t('header.brand.home')}>
          <BrandMark aria-hidden="true">B</BrandMark>
          Bourse
        </Brand>
        <Nav aria-label={t('header.nav.label')}>
          <NavItem to={paths.quotation}>{t('header.nav.market')}</NavItem>
          <NavItem to={paths.spot}>{t('header.nav.spot')}</NavItem>
          <NavItem to={paths.futures}>{t('header.nav.futures')}</NavItem>
        </Nav>
        <Spacer />
        <Actions>
          {loggedIn && user ? (
            <>
              <NoticeMenu loggedIn />
              <IconAction to={paths.download} aria-label={t('header.download')}>
                <Icon name="download" />
              </IconAction>
              <UserMenu user={user} />
            </>
          ) : (
            <>
              <Button variant="ghost" onClick={() => void navigate(loginHref, { replace: true })}>
                {t('header.login')}
              </Button>
              <Button
                variant="primary"
                onClick={() => void navigate(registerHref, { replace: true })}
              >
                {t('header.register')}
              </Button>
            </>
          )}
          <CustomerServiceButton />
          <ThemeToggle />
          <LanguagePicker />
        </Actions>
      </Row>
    </Bar>
  )
}

Header.displayName = 'Header'
