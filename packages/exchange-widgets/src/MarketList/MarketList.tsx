import type { LabelsInput } from '../shared/labels'
import type { MarketInfo, StreamStatus, Ticker } from '@bourse/api-client'
import {
  FAVOURITES_TAB,
  filterMarkets,
  nextSort,
  quoteAssets,
  sortMarkets,
  type MarketSort,
  type MarketSortKey,
  type PriceDirection,
  virtualWindow,
} from '@bourse/rules'
import { Empty, Icon, Input, Tabs } from '@bourse/ui'
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
} from 'react'
import { LiveBadges, SkeletonBar, WidgetError } from '../shared/LiveStatus'
import type { WidgetStatus } from '../types'
import {
  BadgeSlot,
  BodySlot,
  Centered,
  Grid,
  HeaderRow,
  MARKET_ROW_HEIGHT,
  Root,
  SearchSlot,
  SkeletonRow,
  SortButton,
  SortGlyph,
  Spacer,
  TabsSlot,
  Toolbar,
  Viewport,
  type MarketListVariant,
} from './MarketList.styles'
import { MarketListRow, type MarketRowLabels } from './MarketListRow'
import { marketListLabelKeys } from './MarketList.messages'
import { useMessageLabels } from '../shared/widgetMessages'
import { defaultMarketListLabels, type MarketListLabels } from './MarketList.labels'

export { defaultMarketListLabels } from './MarketList.labels'
export type { MarketListLabels } from './MarketList.labels'

export type MarketListProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'onSelect'> & {
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
   * What to render.
   * @default 'ready'
   */
  status?: WidgetStatus
  /**
   * The stream connection; `reconnecting` shows a "Reconnecting…" badge.
   * @default 'open'
   */
  connection?: StreamStatus
  /**
   * When the tickers last changed (epoch ms), shown in the stale badge.
   * @default undefined
   */
  updatedAt?: number | null
  /**
   * Message of the error state.
   * @default 'Markets could not be loaded.'
   */
  error?: string
  /**
   * Called by the error state's retry button.
   * @default undefined
   */
  onRetry?: () => void
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
  /**
   * BCP-47 locale for numbers and times.
   * @default 'en'
   */
  locale?: string
  /**
   * Time zone of the stale badge's time (stories and tests pin it).
   * @default the user's time zone
   */
  timeZone?: string
  /** Text, English by default. */
  labels?: LabelsInput<MarketListLabels>
}

const OVERSCAN = 4
const noop = () => {}
const noDirections: ReadonlyMap<string, PriceDirection> = new Map()
const noFavourites: readonly string[] = []

type ColumnSpec = { key: MarketSortKey | null; label: keyof MarketListLabels }
const COLUMNS: Record<MarketListVariant, ColumnSpec[]> = {
  full: [
    { key: 'name', label: 'pair' },
    { key: 'last', label: 'lastPrice' },
    { key: 'change', label: 'change' },
    { key: null, label: 'high' },
    { key: null, label: 'low' },
    { key: 'volume', label: 'volume' },
    { key: 'turnover', label: 'turnover' },
  ],
  compact: [
    { key: 'name', label: 'pair' },
    { key: 'last', label: 'lastPrice' },
    { key: 'change', label: 'change' },
  ],
}

/** Follows an element's height (ResizeObserver), starting from `initial`. */
function useElementHeight(initial: number) {
  const ref = useRef<HTMLDivElement | null>(null)
  const [element, setElement] = useState<HTMLDivElement | null>(null)
  const [height, setHeight] = useState(initial)
  const callbackRef = useCallback((node: HTMLDivElement | null) => {
    ref.current = node
    setElement(node)
  }, [])
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return
    const measure = () => {
      if (element.clientHeight > 0) setHeight(element.clientHeight)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
  return { ref, callbackRef, height }
}

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
  const labelOverrides = useMessageLabels(defaultMarketListLabels, marketListLabelKeys, labelsProp)
  const labels = useMemo(
    () => ({ ...defaultMarketListLabels, ...labelOverrides }),
    [labelOverrides],
  )
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

  const { ref: viewportRef, callbackRef, height } = useElementHeight(viewportHeight)
  const [scrollTop, setScrollTop] = useState(0)
  const slice = virtualWindow({
    scrollTop,
    viewportHeight: height,
    rowHeight,
    count: rows.length,
    overscan: OVERSCAN,
  })

  // One tab stop in the grid; arrows move it (and scroll it into view).
  const [active, setActive] = useState(0)
  const activeIndex = Math.min(active, Math.max(0, rows.length - 1))
  const focusPending = useRef(false)
  useEffect(() => {
    if (!focusPending.current) return
    focusPending.current = false
    viewportRef.current
      ?.querySelector<HTMLElement>(`[data-row-index="${activeIndex}"]`)
      ?.focus({ preventScroll: true })
  }, [activeIndex, viewportRef, scrollTop])

  const moveTo = (index: number) => {
    const target = Math.max(0, Math.min(rows.length - 1, index))
    const element = viewportRef.current
    if (element) {
      const top = target * rowHeight
      if (top < element.scrollTop) element.scrollTop = top
      else if (top + rowHeight > element.scrollTop + height) {
        element.scrollTop = top + rowHeight - height
      }
      setScrollTop(element.scrollTop)
    }
    focusPending.current = true
    setActive(target)
  }

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = Number((event.target as HTMLElement).dataset.rowIndex)
    if (Number.isNaN(index)) return
    const page = Math.max(1, Math.floor(height / rowHeight) - 1)
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + page,
      PageUp: index - page,
      Home: 0,
      End: rows.length - 1,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    moveTo(next)
  }

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
  const focusRow = useCallback((index: number) => setActive(index), [])
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
      <div role="rowgroup">
        <HeaderRow role="row" aria-rowindex={1} $variant={variant}>
          {COLUMNS[variant].map((column) => {
            const key = column.key
            const text = labels[column.label]
            if (!key) {
              return (
                <div key={column.label} role="columnheader">
                  {text}
                </div>
              )
            }
            const activeSort = sort.key === key
            return (
              <div
                key={column.label}
                role="columnheader"
                aria-sort={
                  activeSort ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'
                }
              >
                <SortButton
                  type="button"
                  data-active={activeSort}
                  onClick={() => setSort((current) => nextSort(current, key))}
                >
                  {text}
                  <SortGlyph aria-hidden="true" $direction={activeSort ? sort.direction : null} />
                </SortButton>
              </div>
            )
          })}
        </HeaderRow>
      </div>
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
    body = (
      <Centered role="presentation" aria-busy="true" style={{ justifyContent: 'flex-start' }}>
        {Array.from({ length: 8 }, (_, i) => (
          <SkeletonRow key={i} $variant={variant}>
            {COLUMNS[variant].map((column, c) => (
              <SkeletonBar
                key={column.label}
                $width={c === 0 ? 60 : 45 + ((i * 13 + c * 7) % 40)}
              />
            ))}
          </SkeletonRow>
        ))}
      </Centered>
    )
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
