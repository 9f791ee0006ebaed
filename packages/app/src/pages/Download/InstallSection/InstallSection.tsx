import { Alert, Button } from '@bourse/ui'
import { useState } from 'react'
import type { HTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import type { InstallState } from '../../../pwa/installPrompt'
import { promptInstall, useInstallState } from '../../../pwa/installPrompt'
import type { InstallPlatform } from '../../../pwa/platform'
import { detectInstallPlatform, platformsFirst } from '../../../pwa/platform'
import { Panel, PanelBody, PanelHead, PanelTitle } from '../../shared/Page.styles'
import {
  OtherList,
  Others,
  Platform,
  PlatformLabel,
  PlatformTitle,
  Steps,
  Text,
} from './InstallSection.styles'

export type InstallSectionProps = HTMLAttributes<HTMLElement> & {
  /** Whether the page runs as the installed app, the browser offers installation, or neither. */
  state: InstallState
  /** The visitor's device and browser: its steps come first, the others folded below. */
  platform: InstallPlatform
  /** Shows the browser's install dialog (only in the `installable` state). */
  onInstall: () => void
  /**
   * The dialog is open.
   * @default false
   */
  installing?: boolean
}

/** One platform's name and steps. */
function PlatformSteps({ platform }: { platform: InstallPlatform }) {
  const { t } = useTranslation()
  return (
    <>
      <PlatformTitle>{t(`download.install.platform.${platform}.title`)}</PlatformTitle>
      <Steps>{t(`download.install.platform.${platform}.steps`)}</Steps>
    </>
  )
}

/**
 * `/down`'s "Install the app": an Install button where the browser offers installation, a note
 * when the page already runs as the installed app, and the steps for each platform, the
 * visitor's own first and the others folded.
 */
export function InstallSection({
  state,
  platform,
  onInstall,
  installing = false,
  ...rest
}: InstallSectionProps) {
  const { t } = useTranslation()
  const [own, ...others] = platformsFirst(platform)
  return (
    <Panel aria-labelledby="install-title" {...rest}>
      <PanelHead>
        <PanelTitle id="install-title">{t('download.install.title')}</PanelTitle>
      </PanelHead>
      <PanelBody>
        {state === 'installed' ? (
          <Alert tone="positive">{t('download.install.installed')}</Alert>
        ) : (
          <>
            <Text>{t('download.install.body')}</Text>
            {state === 'installable' ? (
              <Button
                variant="primary"
                loading={installing}
                loadingLabel={t('common.loading')}
                onClick={onInstall}
              >
                {t('download.install.button')}
              </Button>
            ) : (
              <Text>{t('download.install.unsupported')}</Text>
            )}
            <Platform data-testid="install-own-platform" data-platform={own}>
              <PlatformLabel>{t('download.install.howTo')}</PlatformLabel>
              {own && <PlatformSteps platform={own} />}
            </Platform>
            <Others>
              <summary>{t('download.install.otherPlatforms')}</summary>
              <OtherList>
                {others.map((p) => (
                  <li key={p} data-platform={p}>
                    <PlatformSteps platform={p} />
                  </li>
                ))}
              </OtherList>
            </Others>
          </>
        )}
      </PanelBody>
    </Panel>
  )
}

InstallSection.displayName = 'InstallSection'

/** The install section for this browser: its offer, its installation and its platform. */
export function ConnectedInstallSection(props: HTMLAttributes<HTMLElement>) {
  const state = useInstallState()
  const [installing, setInstalling] = useState(false)
  const [platform] = useState(() =>
    detectInstallPlatform(navigator.userAgent, { maxTouchPoints: navigator.maxTouchPoints }),
  )
  const install = () => {
    setInstalling(true)
    promptInstall().finally(() => setInstalling(false))
  }
  return (
    <InstallSection
      state={state}
      platform={platform}
      onInstall={install}
      installing={installing}
      {...props}
    />
  )
}
