import { Button } from '@bourse/ui'
import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { loginHrefFrom, paths } from '../../router/paths'
import { loginFlagAtom } from '../../session/atoms'
import { PanelWithEmpty } from '../shared/PanelWithEmpty'
import { Panel, PanelBody, PanelHead, PanelTitle } from '../shared/Page.styles'
import { SimplePage } from '../shared/SimplePage'

const Grid = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr;
  gap: ${({ theme }) => theme.space[8]};
  align-items: start;
`

const Rules = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[8]};
  color: ${({ theme }) => theme.color.textSecondary};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  li + li {
    margin-top: ${({ theme }) => theme.space[4]};
  }
`

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
`

/** Mining pools and the rules that govern them (spec §4, §9). */
export function MiningPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const loggedIn = useAtomValue(loginFlagAtom) === 1
  return (
    <SimplePage title={t('mining.title')} lead={t('mining.lead')}>
      <Grid>
        <Stack>
          <PanelWithEmpty
            title={t('mining.pools.title')}
            emptyTitle={t('mining.pools.empty')}
            icon="star"
          />
          <PanelWithEmpty
            title={t('mining.mine.title')}
            emptyTitle={loggedIn ? t('mining.mine.empty') : t('common.loginToView')}
            icon="wallet"
            action={
              loggedIn ? undefined : (
                <Button
                  variant="primary"
                  onClick={() => void navigate(loginHrefFrom(paths.mining), { replace: true })}
                >
                  {t('header.login')}
                </Button>
              )
            }
          />
        </Stack>
        <Panel>
          <PanelHead>
            <PanelTitle>{t('mining.rules.title')}</PanelTitle>
          </PanelHead>
          <PanelBody>
            <Rules>
              <li>{t('mining.rules.start')}</li>
              <li>{t('mining.rules.payout')}</li>
              <li>{t('mining.rules.lock')}</li>
              <li>{t('mining.rules.rebate')}</li>
            </Rules>
          </PanelBody>
        </Panel>
      </Grid>
    </SimplePage>
  )
}

MiningPage.displayName = 'MiningPage'
