import type { MarketInfo, RobotRun } from '@bourse/api-client'
import { formatPercent, useWidgets } from '@bourse/exchange-widgets'
import { profitTone } from '@bourse/rules'
import {
  Badge,
  Button,
  DEFAULT_PAGE_SIZE,
  Empty,
  formatDateTime,
  Table,
  type TableColumn,
  formatAmount,
} from '@bourse/ui'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '../../../router/paths'
import { RecordsPager } from '../shared/RecordsPager'
import { Root, Toned } from '../shared/RobotRuns.styles'

/** Amounts are in the quote asset (USDT), shown by the display rule (docs/adr/0029). */
const QUOTE = 'USDT'

type Page = { list: RobotRun[]; total: number }
type State =
  | { status: 'loading'; page: Page | null }
  | { status: 'ready'; page: Page }
  | { status: 'error'; page: Page | null }

/** BASE/QUOTE of a symbol: from the market list, else the `USDT` quote split off. */
function pairOf(symbol: string, markets: readonly MarketInfo[]): string {
  const market = markets.find((m) => m.symbol === symbol)
  if (market) return `${market.base}/${market.quote}`
  return symbol.endsWith(QUOTE) && symbol.length > QUOTE.length
    ? `${symbol.slice(0, -QUOTE.length)}/${QUOTE}`
    : symbol
}

export type RobotRunsProps = {
  /** Whether the user is logged in; a visitor is asked to log in instead. */
  loggedIn: boolean
  /** Called when a visitor asks to log in. */
  onLogin: () => void
}

/**
 * The user's quantitative-robot runs on `/commin?active=3`, newest first and paged on the server:
 * what each run invested, earned and why it ended. A running run links to its market's desk.
 */
export function RobotRuns({ loggedIn, onLogin }: RobotRunsProps) {
  const { t } = useTranslation()
  const { client, locale } = useWidgets()
  const [pageIndex, setPageIndex] = useState(1)
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE)
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<State>({ status: 'loading', page: null })
  const [markets, setMarkets] = useState<readonly MarketInfo[]>([])

  useEffect(() => {
    if (!loggedIn) return
    const controller = new AbortController()
    client.get('/app/market/list', { signal: controller.signal, silent: true }).then(
      (list) => setMarkets(list),
      // Without the list, pairs are named by splitting off the quote.
      () => undefined,
    )
    return () => controller.abort()
  }, [client, loggedIn])

  useEffect(() => {
    if (!loggedIn) return
    const controller = new AbortController()
    setState((s) => ({ status: 'loading', page: s.page }))
    client
      .post('/app/robot/runs', {
        body: { pageIndex, pageSize },
        signal: controller.signal,
        silent: true,
      })
      .then(
        (data) => {
          if (!controller.signal.aborted)
            setState({ status: 'ready', page: { list: data.list, total: data.total } })
        },
        () => {
          if (!controller.signal.aborted) setState((s) => ({ status: 'error', page: s.page }))
        },
      )
    return () => controller.abort()
  }, [client, loggedIn, pageIndex, pageSize, attempt])

  if (!loggedIn) {
    return (
      <Empty
        title={t('common.loginToView')}
        action={<Button onClick={onLogin}>{t('widget.ordersTable.login')}</Button>}
      />
    )
  }
  if (state.status === 'error') {
    return (
      <Empty
        icon="warning"
        title={t('orders.robot.error')}
        action={<Button onClick={() => setAttempt((n) => n + 1)}>{t('common.retry')}</Button>}
      />
    )
  }

  const amount = (value: string, signed = false) => formatAmount(value, { locale, signed })
  const strategyText: Record<RobotRun['strategy'], string> = {
    grid: t('widget.robot.strategyGrid'),
    mean_reversion: t('widget.robot.strategyMeanReversion'),
  }
  const endText: Record<NonNullable<RobotRun['endReason']>, string> = {
    completed: t('widget.robot.endCompleted'),
    stopped: t('widget.robot.endStopped'),
    market_closed: t('widget.robot.endMarketClosed'),
    account_frozen: t('widget.robot.endAccountFrozen'),
  }
  const columns: TableColumn<RobotRun>[] = [
    {
      prop: 'startedAt',
      label: t('orders.robot.started'),
      render: (run) => formatDateTime(run.startedAt, locale),
    },
    {
      prop: 'symbol',
      label: t('widget.ordersTable.pair'),
      render: (run) => {
        const pair = pairOf(run.symbol, markets)
        return run.status === 'running' ? (
          <Link to={`${paths.spot}?symbol=${encodeURIComponent(run.symbol)}&mode=quant`}>
            {pair}
          </Link>
        ) : (
          pair
        )
      },
    },
    {
      prop: 'strategy',
      label: t('widget.robot.strategy'),
      render: (run) => strategyText[run.strategy],
    },
    {
      prop: 'investment',
      label: `${t('widget.robot.investment')} (${QUOTE})`,
      align: 'right',
      render: (run) => amount(run.investment),
    },
    {
      prop: 'profit',
      label: `${t('widget.robot.profit')} (${QUOTE})`,
      align: 'right',
      render: (run) => <Toned $tone={profitTone(run.profit)}>{amount(run.profit, true)}</Toned>,
    },
    {
      prop: 'profitRate',
      label: t('widget.robot.profitRate'),
      align: 'right',
      render: (run) => (
        <Toned $tone={profitTone(run.profit)}>{formatPercent(run.profitRate, locale)}</Toned>
      ),
    },
    { prop: 'orderCount', label: t('widget.robot.orders'), align: 'right' },
    {
      prop: 'status',
      label: t('widget.robot.status'),
      render: (run) =>
        run.status === 'running' ? (
          <Badge size="sm" tone="info">
            {t('widget.robot.running')}
          </Badge>
        ) : (
          <Badge size="sm">{t('widget.robot.ended')}</Badge>
        ),
    },
    {
      prop: 'endReason',
      label: t('widget.robot.endReason'),
      render: (run) => (run.endReason ? endText[run.endReason] : '—'),
    },
  ]

  const page = state.page
  return (
    <Root aria-label={t('orders.robot.title')}>
      <Table
        caption={t('orders.robot.title')}
        columns={columns}
        rows={page?.list ?? []}
        rowKey={(run) => run.id}
        loading={state.status === 'loading' && !page}
        loadingLabel={t('orders.robot.loading')}
        aria-busy={state.status === 'loading' || undefined}
        empty={
          <Empty
            title={t('orders.robot.empty')}
            action={<Link to={`${paths.spot}?mode=quant`}>{t('orders.robot.startOne')}</Link>}
          />
        }
      />
      {page && page.total > 0 ? (
        <RecordsPager
          page={pageIndex}
          pageSize={pageSize}
          total={page.total}
          onChange={({ page: next, pageSize: size }) => {
            setPageIndex(next)
            setPageSize(size)
          }}
        />
      ) : null}
    </Root>
  )
}

RobotRuns.displayName = 'RobotRuns'
