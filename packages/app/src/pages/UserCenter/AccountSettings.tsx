import { Button, CopyButton } from '@bourse/ui'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { localeOf } from '../../i18n/i18n'
import { readLanguage } from '../../i18n/languages'
import { userInfoAtom } from '../../session/atoms'
import { Panel, PanelBody, PanelHead, PanelTitle } from '../shared/Page.styles'
import { FundPasswordDialog } from './FundPasswordDialog'
import { RobotKeyPanel } from './RobotKeyPanel'
import { Facts, Heading, ItemEnd, Items, Stack, Status } from './UserCenter.styles'

/** The signed-in user's profile and the state of each security setting. */
export function AccountSettingsPage() {
  const { t } = useTranslation()
  const user = useAtomValue(userInfoAtom)
  const [fundDialog, setFundDialog] = useState(false)
  if (!user) return null
  const joined = new Intl.DateTimeFormat(localeOf(readLanguage()), { dateStyle: 'medium' }).format(
    user.createdAt,
  )
  const security = [
    {
      key: 'password',
      title: t('account.security.password'),
      ok: true,
      state: t('account.state.set'),
    },
    {
      key: 'phone',
      title: t('account.security.phone'),
      ok: Boolean(user.phone),
      state: user.phone ?? t('account.state.notBound'),
    },
    {
      key: 'email',
      title: t('account.security.email'),
      ok: Boolean(user.email),
      state: user.email ?? t('account.state.notBound'),
    },
    {
      key: 'fund',
      title: t('account.security.fundPassword'),
      ok: user.hasFundPassword,
      state: user.hasFundPassword ? t('account.state.set') : t('account.state.notSet'),
    },
    {
      key: 'totp',
      title: t('account.security.authenticator'),
      ok: user.hasAuthenticator,
      state: user.hasAuthenticator ? t('account.state.bound') : t('account.state.notBound'),
    },
    {
      key: 'kyc',
      title: t('account.security.realName'),
      ok: user.realNameStatus === 'authenticated',
      state: t(`account.realName.${user.realNameStatus}`),
    },
  ]
  return (
    <Stack>
      <Heading>{t('userCenter.nav.accountSet')}</Heading>
      <Panel>
        <PanelHead>
          <PanelTitle>{user.nickName}</PanelTitle>
        </PanelHead>
        <PanelBody>
          <Facts>
            <div>
              <dt>{t('account.field.account')}</dt>
              <dd>{user.username}</dd>
            </div>
            <div>
              <dt>{t('account.field.uid')}</dt>
              <dd>{user.id}</dd>
            </div>
            <div>
              <dt>{t('account.field.joined')}</dt>
              <dd>{joined}</dd>
            </div>
            <div>
              <dt>{t('account.field.inviteCode')}</dt>
              <dd>
                {user.inviteCode}
                <CopyButton
                  text={user.inviteCode}
                  label={t('account.copyInvite')}
                  size="sm"
                  successMessage={t('common.copySucceeded')}
                  failureMessage={t('common.copyFailed')}
                />
              </dd>
            </div>
            <div>
              <dt>{t('account.field.safety')}</dt>
              <dd>{t(`account.safety.${user.safetyLevel}`)}</dd>
            </div>
            <div>
              <dt>{t('account.field.credit')}</dt>
              <dd>{user.creditScore}</dd>
            </div>
          </Facts>
        </PanelBody>
      </Panel>
      <Panel>
        <PanelHead>
          <PanelTitle>{t('account.security.title')}</PanelTitle>
        </PanelHead>
        <PanelBody>
          <Items>
            {security.map((item) => (
              <li key={item.key}>
                <strong>{item.title}</strong>
                <ItemEnd>
                  <Status $ok={item.ok}>{item.state}</Status>
                  {item.key === 'fund' ? (
                    <Button
                      size="sm"
                      aria-label={
                        user.hasFundPassword
                          ? t('fundPassword.changeTitle')
                          : t('fundPassword.setTitle')
                      }
                      onClick={() => setFundDialog(true)}
                    >
                      {user.hasFundPassword ? t('fundPassword.change') : t('fundPassword.set')}
                    </Button>
                  ) : null}
                </ItemEnd>
              </li>
            ))}
          </Items>
        </PanelBody>
      </Panel>
      <RobotKeyPanel />
      {fundDialog ? (
        <FundPasswordDialog
          hasFundPassword={user.hasFundPassword}
          onClose={() => setFundDialog(false)}
        />
      ) : null}
    </Stack>
  )
}

AccountSettingsPage.displayName = 'AccountSettingsPage'
export { AccountSettingsPage as Component }
