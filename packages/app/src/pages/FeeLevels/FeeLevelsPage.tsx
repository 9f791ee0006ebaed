import type { FeeLevel, MyFeeLevel } from '@bourse/api-client'
import { useWidgets } from '@bourse/exchange-widgets'
import { compare, div, mul, normalizeDecimal, sub } from '@bourse/rules/decimal'
import {
  Button,
  Empty,
  formatAmount,
  formatDateTime,
  formatNumber,
  formatPercent,
  Table,
} from '@bourse/ui'
import type { TableColumn } from '@bourse/ui'
import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import { useApiData } from '../../hooks/useApiData'
import { loginHrefFrom } from '../../router/paths'
import { loginFlagAtom } from '../../session/atoms'
import { Panel, PanelBody, PanelHead, PanelTitle, Prose } from '../shared/Page.styles'
import { SimplePage } from '../shared/SimplePage'
import { Facts, Fill, Note, Panels, ProgressLabel, Track } from './FeeLevels.styles'

/** Share of the next level's minimum reached, in percent (2 decimals, at most 100). */
export function progressPercent(volume: string, nextMin: string): string {
  if (compare(nextMin, '0') <= 0) return '100'
  const percent = normalizeDecimal(div(mul(volume, '100'), nextMin, 2))
  return compare(percent, '100') > 0 ? '100' : percent
}

/** "My rate level": the level, rates and volume of the signed-in user. */
function MyLevel({
  levelName,
  rate,
}: {
  levelName: (l: number) => string
  rate: (r: string) => string
}) {
  const { t } = useTranslation()
  const { client, locale } = useWidgets()
  const mine = useApiData((signal) => client.get('/app/fees/mine', { signal, silent: true }))
  if (mine.status === 'loading') return <Note role="status">{t('common.loading')}</Note>
  if (mine.status === 'error')
    return (
      <Empty
        icon="warning"
        title={t('fees.mine.error')}
        action={<Button onClick={mine.reload}>{t('common.retry')}</Button>}
      />
    )
  const data: MyFeeLevel = mine.data
  const btc = (value: string) => formatAmount(value, { locale })
  const { current, next, pending } = data
  const percent = next ? progressPercent(data.volume30dBtc, next.minVolumeBtc) : '100'
  const remaining = next ? sub(next.minVolumeBtc, data.volume30dBtc) : '0'
  return (
    <>
      <Facts>
        <div>
          <dt>{t('fees.mine.current')}</dt>
          <dd>{levelName(current.level)}</dd>
          <Note>
            {t('fees.mine.rates', {
              maker: rate(current.makerRate),
              taker: rate(current.takerRate),
            })}
          </Note>
        </div>
        <div>
          <dt>{t('fees.mine.volume')}</dt>
          <dd>{`${btc(data.volume30dBtc)} BTC`}</dd>
          <Note>
            {data.computedAt === undefined
              ? t('fees.mine.notComputed')
              : t('fees.mine.computedAt', { time: formatDateTime(data.computedAt, locale) })}
          </Note>
        </div>
      </Facts>
      {pending ? (
        <Note role="status">
          {t('fees.mine.pending', {
            level: levelName(pending.level),
            time: formatDateTime(pending.effectiveAt, locale),
          })}
        </Note>
      ) : null}
      {next ? (
        <div>
          <ProgressLabel>
            <span id="fee-progress">
              {t('fees.mine.progress', { level: levelName(next.level) })}
            </span>
            <span>
              {compare(remaining, '0') > 0
                ? t('fees.mine.remaining', { volume: btc(remaining), level: levelName(next.level) })
                : null}
            </span>
          </ProgressLabel>
          <Track
            role="progressbar"
            aria-labelledby="fee-progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Number(percent)}
            aria-valuetext={`${formatNumber(percent, { locale, decimals: 2 })}%`}
          >
            <Fill $percent={percent} />
          </Track>
        </div>
      ) : (
        <Note>{t('fees.mine.top')}</Note>
      )}
    </>
  )
}

/**
 * `/rateStandard`: how fee levels work, the published level table (30-day volume in BTC to maker
 * and taker rates) and, for a signed-in user, their level, volume and progress to the next one.
 */
export function FeeLevelsPage() {
  const { t } = useTranslation()
  const { client, locale } = useWidgets()
  const navigate = useNavigate()
  const location = useLocation()
  const loggedIn = useAtomValue(loginFlagAtom) === 1
  const schedule = useApiData((signal) => client.get('/app/fees/levels', { signal, silent: true }))
  const levelName = (level: number) => t('fees.level', { level })
  const rate = (r: string) => formatPercent(r, { locale, decimals: 3, minDecimals: 2 })
  const columns: TableColumn<FeeLevel>[] = [
    { prop: 'level', label: t('fees.col.level'), render: (row) => levelName(row.level) },
    {
      prop: 'minVolumeBtc',
      label: t('fees.col.volume'),
      align: 'right',
      render: (row) =>
        t('fees.volumeAtLeast', { volume: formatNumber(row.minVolumeBtc, { locale }) }),
    },
    {
      prop: 'makerRate',
      label: t('fees.col.maker'),
      align: 'right',
      render: (row) => rate(row.makerRate),
    },
    {
      prop: 'takerRate',
      label: t('fees.col.taker'),
      align: 'right',
      render: (row) => rate(row.takerRate),
    },
  ]
  return (
    <SimplePage title={t('fees.title')} lead={t('fees.lead')}>
      <Prose>
        <p>{t('fees.rule.volume')}</p>
        <p>{t('fees.rule.schedule')}</p>
        <p>{t('fees.rule.perTrade')}</p>
      </Prose>
      <Panels>
        <Panel aria-labelledby="fee-mine">
          <PanelHead>
            <PanelTitle id="fee-mine">{t('fees.mine.title')}</PanelTitle>
          </PanelHead>
          <PanelBody>
            {loggedIn ? (
              <MyLevel levelName={levelName} rate={rate} />
            ) : (
              <Empty
                icon="info"
                title={t('fees.mine.login')}
                action={
                  <Button
                    variant="primary"
                    onClick={() =>
                      void navigate(loginHrefFrom(location.pathname + location.search))
                    }
                  >
                    {t('header.login')}
                  </Button>
                }
              />
            )}
          </PanelBody>
        </Panel>
        <Panel aria-labelledby="fee-table">
          <PanelHead>
            <PanelTitle id="fee-table">{t('fees.table.title')}</PanelTitle>
          </PanelHead>
          <PanelBody>
            {schedule.status === 'error' ? (
              <Empty
                icon="warning"
                title={t('fees.table.error')}
                action={<Button onClick={schedule.reload}>{t('common.retry')}</Button>}
              />
            ) : (
              <Table
                caption={t('fees.table.title')}
                columns={columns}
                rows={schedule.data?.levels ?? []}
                rowKey={(row) => String(row.level)}
                loading={schedule.status === 'loading'}
                loadingLabel={t('common.loading')}
                empty={<Empty icon="info" title={t('fees.table.empty')} />}
              />
            )}
          </PanelBody>
        </Panel>
      </Panels>
    </SimplePage>
  )
}

FeeLevelsPage.displayName = 'FeeLevelsPage'
