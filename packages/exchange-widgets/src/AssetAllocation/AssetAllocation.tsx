import type { WalletAccount, WalletOverview } from '@bourse/api-client'
import {
  accountAllocation,
  allocationSlices,
  assetAllocation,
  isEmptyOverview,
  OTHER_SLICE,
  type AllocationSlice,
} from '@bourse/rules'
import { add, div } from '@bourse/rules/decimal'
import {
  Empty,
  Skeleton,
  Table,
  Tabs,
  formatNumber,
  formatPercent,
  type TableColumn,
} from '@bourse/ui'
import { arc } from 'd3-shape'
import { useMemo, useState, type HTMLAttributes } from 'react'
import { useTheme } from 'styled-components'
import { WidgetError } from '../shared/LiveStatus'
import type { WidgetStatus } from '../types'
import {
  Body,
  CenterLabel,
  CenterValue,
  Header,
  Muted,
  Name,
  Root,
  Slice,
  Swatch,
  Title,
} from './AssetAllocation.styles'
import type { LabelsInput, LabelsOf } from '../shared/labels'
import { useWidgetLabels } from '../shared/widgetMessages'
import { defaultWalletAccountLabels } from '../shared/walletAccounts'
import { assetAllocationLabelKeys } from './AssetAllocation.messages'

/** What the chart splits the total by. */
export type AllocationView = 'accounts' | 'assets'

export const defaultAssetAllocationLabels = {
  /** Title of the widget. */
  title: 'Asset allocation',
  /** Accessible name of the view switch. */
  view: 'Split by',
  byAccount: 'By account',
  byAsset: 'By asset',
  /** Accessible name of the table of accounts. */
  accountsTable: 'Allocation by account',
  /** Accessible name of the table of assets. */
  assetsTable: 'Allocation by asset',
  account: 'Account',
  asset: 'Asset',
  value: 'Value (USDT)',
  share: 'Share',
  /** The slice of the small parts. */
  other: 'Other',
  /** Under the total in the chart's centre. */
  total: 'Total value (USDT)',
  empty: 'Nothing to show yet: your accounts hold no assets.',
  loading: 'Loading balances',
  error: 'Balances could not be loaded.',
  retry: 'Retry',
  /** Account names. */
  accounts: defaultWalletAccountLabels,
}

export type AssetAllocationLabels = LabelsOf<typeof defaultAssetAllocationLabels>

export type AssetAllocationProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** The user's accounts valued in USDT (`/app/wallet/overview`); null while none. */
  overview: WalletOverview | null
  /** State: skeleton while `loading`, retry on `error`. @default 'ready' */
  status?: WidgetStatus
  /** A second line of the error state. @default undefined */
  errorDetail?: string
  /** Called by the error state's retry button. @default undefined */
  onRetry?: () => void
  /** The split shown (controlled). @default undefined (internal, from `defaultView`) */
  view?: AllocationView
  /** The split shown first. @default 'accounts' */
  defaultView?: AllocationView
  /** Called when the user switches the split. @default undefined */
  onViewChange?: (details: { view: AllocationView }) => void
  /** Diameter of the donut in CSS pixels. @default 180 */
  size?: number
  /** BCP-47 locale for numbers. @default 'en' */
  locale?: string
  /** Text, English by default. */
  labels?: LabelsInput<AssetAllocationLabels>
}

const VALUE_DECIMALS = 2
const TAU = Math.PI * 2

/**
 * How the user's total in USDT splits across accounts or across assets: a donut with the total in
 * its centre, and a table of each part's value and share that is also the chart's accessible
 * form; beyond six parts the smallest are grouped into "Other". Renders from props only: the page
 * passes the overview.
 */
export function AssetAllocation({
  overview,
  status = 'ready',
  errorDetail,
  onRetry,
  view: viewProp,
  defaultView = 'accounts',
  onViewChange,
  size = 180,
  locale = 'en',
  labels: labelsProp,
  ...rest
}: AssetAllocationProps) {
  const labels = useWidgetLabels(defaultAssetAllocationLabels, assetAllocationLabelKeys, labelsProp)
  const theme = useTheme()
  const [ownView, setOwnView] = useState<AllocationView>(defaultView)
  const view = viewProp ?? ownView

  const slices = useMemo(() => {
    if (!overview) return []
    return allocationSlices(
      view === 'accounts' ? accountAllocation(overview) : assetAllocation(overview),
    )
  }, [overview, view])

  const palette = [
    theme.color.chart1,
    theme.color.chart2,
    theme.color.chart3,
    theme.color.chart4,
    theme.color.chart5,
    theme.color.chart6,
  ]
  const colorOf = (slice: AllocationSlice, index: number) =>
    slice.key === OTHER_SLICE
      ? theme.color.chartOther
      : (palette[index % palette.length] ?? theme.color.chartOther)
  const nameOf = (slice: AllocationSlice) => {
    if (slice.key === OTHER_SLICE) return labels.other
    if (view === 'accounts') return labels.accounts[slice.key as WalletAccount] ?? slice.key
    return slice.key
  }
  const money = (value: string) =>
    formatNumber(value, { locale, decimals: VALUE_DECIMALS, minDecimals: VALUE_DECIMALS })
  // The slice's `percent` (adding up to 100), not its drawn `share`.
  const percent = (slice: AllocationSlice) =>
    formatPercent(div(slice.percent, '100'), { locale, decimals: 2 })

  const tableName = view === 'accounts' ? labels.accountsTable : labels.assetsTable
  const total = slices.reduce((sum, s) => add(sum, s.value), '0')

  const header = (
    <Header>
      <Title>{labels.title}</Title>
      <Tabs
        label={labels.view}
        size="sm"
        value={view}
        items={[
          { value: 'accounts', label: labels.byAccount },
          { value: 'assets', label: labels.byAsset },
        ]}
        onChange={({ value }) => {
          const next = value as AllocationView
          setOwnView(next)
          onViewChange?.({ view: next })
        }}
      />
    </Header>
  )

  let body
  if (status === 'loading') {
    body = (
      <Body>
        <Skeleton width={`${size}px`} height={`${size}px`} round label={labels.loading} />
        <Skeleton height="120px" />
      </Body>
    )
  } else if (status === 'error') {
    body = (
      <WidgetError
        message={labels.error}
        detail={errorDetail}
        retryLabel={labels.retry}
        onRetry={onRetry}
      />
    )
  } else if (isEmptyOverview(overview) || slices.length === 0) {
    body = <Empty title={labels.empty} />
  } else {
    const radius = size / 2
    const draw = arc<{ start: number; end: number }>()
      .innerRadius(radius * 0.62)
      .outerRadius(radius - 1)
      .startAngle((d) => d.start)
      .endAngle((d) => d.end)
      .padAngle(slices.length > 1 ? 0.012 : 0)
    // Angles are geometry, not money: the decimal shares become floats only to be drawn.
    let from = '0'
    const paths = slices.map((slice, index) => {
      const to = index === slices.length - 1 ? '1' : add(from, slice.share)
      const d = draw({ start: Number(from) * TAU, end: Number(to) * TAU }) ?? ''
      from = to
      return { slice, d, color: colorOf(slice, index) }
    })
    const summary = `${tableName}: ${slices.map((s) => `${nameOf(s)} ${percent(s)}`).join(', ')}`

    const columns: TableColumn<AllocationSlice>[] = [
      {
        prop: 'key',
        label: view === 'accounts' ? labels.account : labels.asset,
        render: (s) => (
          <Name>
            <Swatch $color={colorOf(s, slices.indexOf(s))} aria-hidden />
            {nameOf(s)}
            {s.members.length > 0 && view === 'assets' ? (
              <Muted>{s.members.join(', ')}</Muted>
            ) : null}
          </Name>
        ),
      },
      { prop: 'value', label: labels.value, align: 'right', render: (s) => money(s.value) },
      { prop: 'share', label: labels.share, align: 'right', render: (s) => percent(s) },
    ]

    body = (
      <Body>
        <svg
          role="img"
          aria-label={summary}
          width={size}
          height={size}
          viewBox={`${-radius} ${-radius} ${size} ${size}`}
        >
          {paths.map((p) => (
            <Slice key={p.slice.key} d={p.d} $color={p.color} />
          ))}
          <CenterValue y={-2}>{money(total)}</CenterValue>
          <CenterLabel y={16}>{labels.total}</CenterLabel>
        </svg>
        <Table aria-label={tableName} columns={columns} rows={slices} rowKey={(s) => s.key} />
      </Body>
    )
  }

  return (
    <Root aria-label={labels.title} aria-busy={status === 'loading' || undefined} {...rest}>
      {header}
      {body}
    </Root>
  )
}
AssetAllocation.displayName = 'AssetAllocation'
