import type { AccountType } from '@bourse/api-client'
import { Button, CopyButton, Icon } from '@bourse/ui'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { localeOf } from '../../../i18n/i18n'
import { readLanguage } from '../../../i18n/languages'
import { regionName } from '../../../auth/countries'
import { userInfoAtom } from '../../../session/atoms'
import { Panel, PanelBody, PanelHead, PanelTitle } from '../../shared/Page.styles'
import { AllowlistPanel } from './AllowlistPanel'
import { AuthenticatorDialog } from './AuthenticatorDialog'
import { DevicesPanel } from './Devices/DevicesPanel'
import { PasskeysPanel } from './Passkeys/PasskeysPanel'
import { FundPasswordDialog } from '../shared/FundPasswordDialog'
import { PreferencesPanel } from './PreferencesPanel'
import { RobotKeyPanel } from './RobotKeyPanel'
import { nextSafetyStep, safetyValue, type SafetyStep } from './safety'
import {
  AntiPhishingDialog,
  BindAccountDialog,
  ChangePasswordDialog,
  NickNameDialog,
} from './SecurityDialogs'
import { Meter, SafetyBox } from './SecuritySettings.styles'
import { Facts, Heading, ItemEnd, Items, Stack, Status } from '../shared/UserCenter.styles'
import { VerificationPanel } from './VerificationPanel'

type Dialog =
  | { kind: 'nickName' }
  | { kind: 'bind'; accountType: AccountType }
  | { kind: 'password' }
  | { kind: 'fund' }
  | { kind: 'totp'; mode: 'enable' | 'disable' }
  | { kind: 'antiPhishing' }

/** Brings the verification panel into view and focus. */
function showVerification() {
  const panel = document.getElementById('verification')
  panel?.scrollIntoView?.({ behavior: 'smooth', block: 'start' })
  panel?.querySelector<HTMLElement>('input, button')?.focus()
}

/**
 * The signed-in user's profile (with the nationality declared in verification) and security
 * settings: nickname, safety level with what to do next, phone, e-mail, login and fund
 * passwords, authenticator, the withdrawal allow-list, the signed-in devices and sign-ins,
 * real-name verification, the language and colour preferences, and the robot key.
 */
export function AccountSettingsPage() {
  const { t } = useTranslation()
  const user = useAtomValue(userInfoAtom)
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const [phraseShown, setPhraseShown] = useState(false)
  if (!user) return null
  const joined = new Intl.DateTimeFormat(localeOf(readLanguage()), { dateStyle: 'medium' }).format(
    user.createdAt,
  )
  const open = (next: Dialog) => () => setDialog(next)
  const stepAction: Record<SafetyStep, () => void> = {
    phone: open({ kind: 'bind', accountType: 'phone' }),
    email: open({ kind: 'bind', accountType: 'email' }),
    fund: open({ kind: 'fund' }),
    totp: open({ kind: 'totp', mode: 'enable' }),
    kyc: showVerification,
  }
  const next = nextSafetyStep(user)
  const kycAction =
    user.realNameStatus === 'not_certified'
      ? t('security.kyc.start')
      : user.realNameStatus === 'review_failed'
        ? t('security.kyc.resubmit')
        : t('security.kyc.view')

  const security = [
    {
      key: 'password',
      title: t('account.security.password'),
      ok: true,
      state: t('account.state.set'),
      action: t('security.password.change'),
      onClick: open({ kind: 'password' }),
    },
    {
      key: 'phone',
      title: t('account.security.phone'),
      ok: Boolean(user.phone),
      state: user.phone ?? t('account.state.notBound'),
      action: t(`security.bind.${user.phone ? 'change' : 'bind'}.phone`),
      onClick: open({ kind: 'bind', accountType: 'phone' }),
    },
    {
      key: 'email',
      title: t('account.security.email'),
      ok: Boolean(user.email),
      state: user.email ?? t('account.state.notBound'),
      action: t(`security.bind.${user.email ? 'change' : 'bind'}.email`),
      onClick: open({ kind: 'bind', accountType: 'email' }),
    },
    {
      key: 'fund',
      title: t('account.security.fundPassword'),
      ok: user.hasFundPassword,
      state: user.hasFundPassword ? t('account.state.set') : t('account.state.notSet'),
      action: user.hasFundPassword ? t('fundPassword.changeTitle') : t('fundPassword.setTitle'),
      onClick: open({ kind: 'fund' }),
    },
    {
      key: 'totp',
      title: t('account.security.authenticator'),
      ok: user.hasAuthenticator,
      state: user.hasAuthenticator ? t('account.state.bound') : t('account.state.notBound'),
      action: user.hasAuthenticator
        ? t('security.totp.disableTitle')
        : t('security.totp.enableTitle'),
      onClick: open({ kind: 'totp', mode: user.hasAuthenticator ? 'disable' : 'enable' }),
    },
    {
      key: 'antiPhishing',
      title: t('account.security.antiPhishing'),
      ok: Boolean(user.antiPhishing),
      // Masked until asked for: the phrase is what tells a real mail from a fake one.
      state: user.antiPhishing
        ? phraseShown
          ? user.antiPhishing
          : '•'.repeat(6)
        : t('account.state.notSet'),
      reveal: user.antiPhishing ? (
        <Button
          size="sm"
          variant="ghost"
          aria-pressed={phraseShown}
          aria-label={t(phraseShown ? 'security.antiPhishing.hide' : 'security.antiPhishing.show')}
          icon={<Icon name={phraseShown ? 'eye-off' : 'eye'} />}
          onClick={() => setPhraseShown((shown) => !shown)}
        />
      ) : null,
      action: t(user.antiPhishing ? 'security.antiPhishing.change' : 'security.antiPhishing.set'),
      onClick: open({ kind: 'antiPhishing' }),
    },
    {
      key: 'kyc',
      title: t('account.security.realName'),
      ok: user.realNameStatus === 'authenticated',
      state: t(`account.realName.${user.realNameStatus}`),
      action: kycAction,
      onClick: showVerification,
    },
  ]
  const close = () => setDialog(null)
  return (
    <Stack>
      <Heading>{t('userCenter.nav.accountSet')}</Heading>
      <Panel aria-label={t('security.profile')}>
        <PanelHead>
          <PanelTitle>{user.nickName}</PanelTitle>
          <Button size="sm" onClick={open({ kind: 'nickName' })}>
            {t('security.nickName.title')}
          </Button>
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
              <dd>
                <SafetyBox>
                  <span>{t(`account.safety.${user.safetyLevel}`)}</span>
                  <Meter
                    aria-label={t('account.field.safety')}
                    aria-valuetext={t(`account.safety.${user.safetyLevel}`)}
                    min={0}
                    max={3}
                    low={1.5}
                    high={2.5}
                    optimum={3}
                    value={safetyValue[user.safetyLevel]}
                  />
                </SafetyBox>
              </dd>
            </div>
            <div>
              <dt>{t('account.field.credit')}</dt>
              <dd>{user.creditScore}</dd>
            </div>
            <div>
              <dt>{t('account.field.nationality')}</dt>
              <dd>
                {user.nationality
                  ? regionName(user.nationality, localeOf(readLanguage()))
                  : t('account.state.notSet')}
              </dd>
            </div>
          </Facts>
          {next ? (
            <SafetyBox>
              <p>
                {t('security.next.lead')} {t(`security.next.${next}`)}
              </p>
              <div>
                <Button size="sm" variant="primary" onClick={stepAction[next]}>
                  {t(`security.next.action.${next}`)}
                </Button>
              </div>
            </SafetyBox>
          ) : null}
        </PanelBody>
      </Panel>
      <Panel aria-label={t('account.security.title')}>
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
                  {'reveal' in item ? item.reveal : null}
                  <Button size="sm" onClick={item.onClick}>
                    {item.action}
                  </Button>
                </ItemEnd>
              </li>
            ))}
          </Items>
        </PanelBody>
      </Panel>
      <PasskeysPanel />
      <AllowlistPanel />
      <DevicesPanel />
      <VerificationPanel />
      <PreferencesPanel />
      <RobotKeyPanel />
      {dialog?.kind === 'nickName' ? (
        <NickNameDialog nickName={user.nickName} onClose={close} />
      ) : null}
      {dialog?.kind === 'bind' ? (
        <BindAccountDialog
          accountType={dialog.accountType}
          bound={Boolean(dialog.accountType === 'email' ? user.email : user.phone)}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'password' ? <ChangePasswordDialog onClose={close} /> : null}
      {dialog?.kind === 'fund' ? (
        <FundPasswordDialog hasFundPassword={user.hasFundPassword} onClose={close} />
      ) : null}
      {dialog?.kind === 'totp' ? <AuthenticatorDialog mode={dialog.mode} onClose={close} /> : null}
      {dialog?.kind === 'antiPhishing' ? (
        <AntiPhishingDialog phrase={user.antiPhishing} onClose={close} />
      ) : null}
    </Stack>
  )
}

AccountSettingsPage.displayName = 'AccountSettingsPage'
export { AccountSettingsPage as Component }
