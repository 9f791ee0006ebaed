import { Alert } from '@bourse/ui'
import { useAtomValue } from 'jotai'
import type { HTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import { userInfoAtom } from '../../session/atoms'
import { PageContainer } from '../shared.styles'
import { BannerBar } from './FrozenBanner.styles'

export type FrozenBannerProps = HTMLAttributes<HTMLDivElement>

/**
 * Across every page while the signed-in account is frozen: the user may still sign in and look,
 * but every money-moving call is refused (`account.frozen`).
 */
export function FrozenBanner(props: FrozenBannerProps) {
  const { t } = useTranslation()
  const frozen = useAtomValue(userInfoAtom)?.frozen ?? false
  if (!frozen) return null
  return (
    <BannerBar {...props}>
      <PageContainer>
        <Alert tone="negative" role="alert" title={t('frozen.title')}>
          {t('frozen.body')}
        </Alert>
      </PageContainer>
    </BannerBar>
  )
}

FrozenBanner.displayName = 'FrozenBanner'
