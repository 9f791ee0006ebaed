import type { LabelsInput } from '../shared/labels'
import type { MarketInfo, Ticker } from '@bourse/api-client'
import {
  FAVOURITES_TAB,
  filterMarkets,
  nextSort,
  quoteAssets,
  sortMarkets,
  type MarketSort,
  type PriceDirection,
} from '@bourse/rules'
import { Empty, Icon, Input, Tabs } from '@bourse/ui'
import { useCallback, useMemo, useRef, useState, type HTMLAttributes } from 'react'
import { LiveBadges, WidgetError, type LiveWidgetProps } from '../shared/LiveStatus'
import {
  BadgeSlot,
  BodySlot,
  Centered,
  Grid,
  MARKET_ROW_HEIGHT,
  Root,
  SearchSlot,
  Spacer,
  TabsSlot,
  Toolbar,
  Viewport,
  type MarketListVariant,
} from './MarketList.styles'
import { MarketListRow, type MarketRowLabels } from './MarketListRow'
import { useRowGrid } from './useRowGrid'
import { COLUMNS, MarketListHeader, MarketListSkeleton } from './MarketListHeader'
import { marketListLabelKeys } from './MarketList.messages'
import { useWidgetLabels } from '../shared/widgetMessages'
import { defaultMarketListLabels, type MarketListLabels } from './MarketList.labels'

export { defaultMarketListLabels } from './MarketList.labels'
export type { MarketListLabels } from './MarketList.labels'

export type MarketListProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'onSelect'> &
  LiveWidgetProps & {
    /** Every market, with its trading rules. */
    markets: readonly MarketInfo[]
    /** The latest 24 h ticker per symbol; markets missing here show dashes. */
    tickers: ReadonlyMap<string, Ticker>
    /**
     * Which way each market's last price last moved, for its colour.
     * @default none (prices in the text colour)
     */
    directions?: ReadonlyMap<string, PriceDirection>
    /**
     * Symbols the user marked as favourite.
     * @default []
     */
    favourites?: readonly string[]
    /**
     * Message of the error state.
     * @default 'Markets could not be loaded.'
     */
    error?: string
    /**
     * Called when a row is clicked, or Enter/Space is pressed on it.
     * @default undefined
     */
    onSelect?: (details: { symbol: string }) => void
    /**
     * Called when a row's star is toggled; without it no stars (or favourites tab) show.
     * @default undefined
     */
    onFavouriteToggle?: (details: { symbol: string; favourite: boolean }) => void
    /**
     * The market being traded, highlighted and announced as selected.
     * @default undefined
     */
    selectedSymbol?: string
    /**
     * `full`: every column (quotes page). `compact`: pair, last price and change (side panel).
     * @default 'full'
     */
    variant?: MarketListVariant
    /**
     * Initial tab: a quote asset, or `'favourites'`.
     * @default the first quote asset
     */
    defaultTab?: string
    /**
     * Initial sort.
     * @default { key: 'turnover', direction: 'desc' } (full), { key: 'name', direction: 'asc' } (compact)
     */
    defaultSort?: MarketSort
    /**
     * Initial search text.
     * @default ''
     */
    defaultQuery?: string
    /**
     * Height of the scrolling rows in pixels. Only the rows in view (plus a few) are rendered.
     * @default 480
     */
    viewportHeight?: number
    /**
     * Fill the parent's height instead (the parent must have one); `viewportHeight` is then only
     * the first guess before the element is measured.
     * @default false
     */
    fillHeight?: boolean
    /** Text, English by default. */
    labels?: LabelsInput<MarketListLabels>
  }

const OVERSCAN = 4
const noop = () => {}
const noDirections: ReadonlyMap<string, PriceDirection> = new Map()
const noFavourites: readonly string[] = []

/**
 * Every market with its live 24 h ticker: tabs by quote asset and favourites, search, sortable
 * columns, a star per row. Rows have a fixed height and only those in view are rendered, so the
 * DOM stays the same size for 20 or 2,000 markets. Renders from props only;
 * `MarketListConnected` feeds it from the client and the stream.
 */
export function MarketList({
  markets,
  tickers,
  directions = noDirections,
  favourites = noFavourites,
  status = 'ready',
  connection = 'open',
  updatedAt,
  error = 'Markets could not be loaded.',
  onRetry,
  onSelect,
  onFavouriteToggle,
  selectedSymbol,
  variant = 'full',
  defaultTab,
  defaultSort,
  defaultQuery = '',
  viewportHeight = 480,
  fillHeight = false,
  locale = 'en',
  timeZone,
  labels: labelsProp,
  ...rest
}: MarketListProps) {
  const labels = useWidgetLabels(defaultMarketListLabels, marketListLabelKeys, labelsProp)
  const rowHeight = MARKET_ROW_HEIGHT[variant]
  const starred = onFavouriteToggle !== undefined
  const quotes = useMemo(() => quoteAssets(markets), [markets])
  const [chosenTab, setTab] = useState(defaultTab === 'favourites' ? FAVOURITES_TAB : defaultTab)
  const tab =
    chosenTab === FAVOURITES_TAB && starred
      ? FAVOURITES_TAB
      : chosenTab && quotes.includes(chosenTab)
        ? chosenTab
        : (quotes[0] ?? '')
  const [sort, setSort] = useState<MarketSort>(
    defaultSort ??
      (variant === 'full'
        ? { key: 'turnover', direction: 'desc' }
        : { key: 'name', direction: 'asc' }),
  )
  const [query, setQuery] = useState(defaultQuery)
  const favouriteSet = useMemo(() => new Set(favourites), [favourites])

  const filtered = useMemo(
    () => filterMarkets(markets, { tab, query, favourites: favouriteSet }),
    [markets, tab, query, favouriteSet],
  )
  // A name sort does not depend on prices: the ticks of every second do not re-sort it.
  const sortTickers = sort.key === 'name' ? null : tickers
  const rows = useMemo(
    () => sortMarkets(filtered, sortTickers ?? tickers, sort),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `tickers` only matters via sortTickers
    [filtered, sortTickers, sort],
  )

  const {
    viewportRef,
    callbackRef,
    setScrollTop,
    slice,
    activeIndex,
    setActive,
    onKeyDown: onGridKeyDown,
  } = useRowGrid({ count: rows.length, rowHeight, viewportHeight, overscan: OVERSCAN })
  // Rows are memoised; stable callbacks keep a new handler from re-rendering all of them.
  const onSelectRef = useRef(onSelect ?? noop)
  onSelectRef.current = onSelect ?? noop
  const select = useCallback((symbol: string) => onSelectRef.current({ symbol }), [])
  const onToggleRef = useRef(onFavouriteToggle ?? noop)
  onToggleRef.current = onFavouriteToggle ?? noop
  const toggle = useCallback(
    (symbol: string, favourite: boolean) => onToggleRef.current({ symbol, favourite }),
    [],
  )
  const focusRow = useCallback((index: number) => setActive(index), [setActive])
  const rowLabels = useMemo<MarketRowLabels>(
    () => ({
      addFavourite: labels.addFavourite,
      removeFavourite: labels.removeFavourite,
      notOpen: labels.notOpen,
      maintenance: labels.maintenance,
    }),
    [labels.addFavourite, labels.removeFavourite, labels.notOpen, labels.maintenance],
  )

  const tabItems = [
    ...(starred ? [{ value: FAVOURITES_TAB, label: labels.favouritesTab }] : []),
    ...quotes.map((quote) => ({ value: quote, label: quote })),
  ]
  const loading = status === 'loading'
  const stale = status === 'stale'

  // The toolbar and the column headers do not change with the tickers: memoised, a live frame
  // renders only the rows whose data changed.
  const badgeUpdatedAt = stale ? updatedAt : null
  const tabKey = tabItems.map((item) => item.value).join('|')
  const toolbar = useMemo(
    () => (
      <Toolbar $variant={variant}>
        <TabsSlot>
          <Tabs
            size="sm"
            variant={variant === 'full' ? 'line' : 'pill'}
            label={labels.tabs}
            items={tabItems}
            value={tab}
            onChange={({ value }) => {
              setTab(value)
              setActive(0)
              setScrollTop(0)
              if (viewportRef.current) viewportRef.current.scrollTop = 0
            }}
          />
        </TabsSlot>
        <BadgeSlot>
          <LiveBadges
            connection={connection}
            stale={stale}
            updatedAt={badgeUpdatedAt}
            locale={locale}
            timeZone={timeZone}
            labels={labels}
          />
        </BadgeSlot>
        <SearchSlot $variant={variant}>
          <Input
            size="sm"
            type="search"
            aria-label={labels.search}
            placeholder={labels.searchPlaceholder}
            prefix={<Icon name="search" size="sm" />}
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value)
              setActive(0)
              setScrollTop(0)
              if (viewportRef.current) viewportRef.current.scrollTop = 0
            }}
          />
        </SearchSlot>
      </Toolbar>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- tabItems is keyed by tabKey
    [variant, labels, tabKey, tab, connection, stale, badgeUpdatedAt, locale, timeZone, query],
  )
  const header = useMemo(
    () => (
      <MarketListHeader
        variant={variant}
        labels={labels}
        sort={sort}
        onSort={({ key }) => setSort((current) => nextSort(current, key))}
      />
    ),
    [variant, labels, sort],
  )

  let body
  if (status === 'error') {
    body = (
      <Centered>
        <WidgetError message={error} retryLabel={labels.retry} onRetry={onRetry} />
      </Centered>
    )
  } else if (status === 'empty' || (!loading && markets.length === 0)) {
    body = (
      <Centered>
        <Empty icon="info" title={labels.empty} />
      </Centered>
    )
  } else if (loading) {
    body = <MarketListSkeleton variant={variant} />
  } else if (rows.length === 0) {
    body = (
      <Centered>
        {tab === FAVOURITES_TAB && !query.trim() ? (
          <Empty icon="star" title={labels.noFavourites} description={labels.noFavouritesHint} />
        ) : (
          <Empty icon="search" title={labels.noMatch} />
        )}
      </Centered>
    )
  }

  const visible = []
  if (!body) {
    for (let index = slice.start; index < slice.end; index++) {
      const market = rows[index] as MarketInfo
      visible.push(
        <MarketListRow
          key={market.symbol}
          market={market}
          ticker={tickers.get(market.symbol) ?? null}
          direction={directions.get(market.symbol) ?? 'flat'}
          favourite={favouriteSet.has(market.symbol)}
          starred={starred}
          selected={market.symbol === selectedSymbol}
          tabbable={index === activeIndex}
          index={index}
          top={index * rowHeight}
          variant={variant}
          locale={locale}
          labels={rowLabels}
          onSelect={select}
          onToggle={toggle}
          onFocusRow={focusRow}
        />,
      )
    }
  }

  return (
    <Root $variant={variant} aria-label={labels.title} aria-busy={loading || undefined} {...rest}>
      {toolbar}
      <Grid
        role="grid"
        aria-label={labels.title}
        aria-rowcount={body ? undefined : rows.length + 1}
        aria-colcount={COLUMNS[variant].length}
      >
        {header}
        {body ? null : (
          <Viewport
            ref={callbackRef}
            role="rowgroup"
            style={fillHeight ? undefined : { height: viewportHeight }}
            $dimmed={stale}
            onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
            onKeyDown={onGridKeyDown}
          >
            <Spacer $variant={variant} style={{ height: rows.length * rowHeight }}>
              {visible}
            </Spacer>
          </Viewport>
        )}
      </Grid>
      {body ? (
        <BodySlot style={fillHeight ? undefined : { height: viewportHeight }}>{body}</BodySlot>
      ) : null}
    </Root>
  )
}
MarketList.displayName = 'MarketList'
