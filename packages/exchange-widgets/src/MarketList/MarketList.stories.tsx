import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { MarketList } from './MarketList'
import {
  fixtureDirections,
  fixtureMarkets,
  fixtureTickers,
  fixtureUpdatedAt,
  manyMarkets,
} from './MarketList.fixtures'

const Frame = ({ width, children }: { width: number; children: ReactNode }) => (
  <div style={{ width, display: 'flex', flexDirection: 'column' }}>{children}</div>
)

const meta = {
  title: 'Widgets/MarketList',
  component: MarketList,
  tags: ['autodocs', 'stable'],
  args: {
    markets: fixtureMarkets,
    tickers: fixtureTickers,
    directions: fixtureDirections,
    favourites: ['BTCUSDT', 'SOLUSDT'],
    status: 'ready',
    connection: 'open',
    updatedAt: fixtureUpdatedAt,
    variant: 'full',
    viewportHeight: 384,
    timeZone: 'UTC',
    onSelect: fn(),
    onFavouriteToggle: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story, context) => (
      <Frame width={context.args.variant === 'compact' ? 320 : 960}>{Story()}</Frame>
    ),
  ],
} satisfies Meta<typeof MarketList>

export default meta
type Story = StoryObj<typeof meta>

const dataRows = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('grid', { name: 'Markets' }))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-symbol'))
const symbolsOf = (rows: HTMLElement[]) => rows.map((row) => row.dataset.symbol)

/** Sorted by turnover; a click, Enter or a star reports the market; headers sort. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    let rows = dataRows(canvas)
    await expect(rows).toHaveLength(12)
    await expect(canvas.getByRole('columnheader', { name: /24h turnover/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    await expect(within(rows[0] as HTMLElement).getByText('64,250.50')).toBeVisible()

    await userEvent.click(within(rows[1] as HTMLElement).getByText('ETH'))
    await expect(args.onSelect).toHaveBeenLastCalledWith({ symbol: 'ETHUSDT' })

    await userEvent.click(canvas.getByRole('button', { name: 'Add to favourites: ETH/USDT' }))
    await expect(args.onFavouriteToggle).toHaveBeenLastCalledWith({
      symbol: 'ETHUSDT',
      favourite: true,
    })
    await expect(args.onSelect).toHaveBeenCalledTimes(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Remove from favourites: BTC/USDT' }))
    await expect(args.onFavouriteToggle).toHaveBeenLastCalledWith({
      symbol: 'BTCUSDT',
      favourite: false,
    })

    // Sort by 24h change, largest first, then reversed.
    await userEvent.click(canvas.getByRole('button', { name: /24h change/ }))
    rows = dataRows(canvas)
    await expect(symbolsOf(rows).slice(0, 3)).toEqual(['DOGEUSDT', 'SOLUSDT', 'BTCUSDT'])
    await userEvent.click(canvas.getByRole('button', { name: /24h change/ }))
    await expect(canvas.getByRole('columnheader', { name: /24h change/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    await expect(symbolsOf(dataRows(canvas)).slice(0, 2)).toEqual(['DOTUSDT', 'ADAUSDT'])
    await userEvent.click(canvas.getByRole('button', { name: /Pair/ }))
    await expect(symbolsOf(dataRows(canvas)).slice(0, 3)).toEqual([
      'ADAUSDT',
      'ATOMUSDT',
      'AVAXUSDT',
    ])

    // Keyboard: one tab stop, arrows move, Enter selects.
    ;(dataRows(canvas)[0] as HTMLElement).focus()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}')
    await expect(dataRows(canvas)[1]).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onSelect).toHaveBeenLastCalledWith({ symbol: 'ATOMUSDT' })
  },
}

/**
 * A search for "coin": search matches the base asset, the full name or the symbol; nothing found
 * says so.
 */
export const Search: Story = {
  name: 'Search results',
  args: { defaultQuery: 'coin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const search = canvas.getByRole('searchbox', { name: 'Search markets' })
    await expect(search).toHaveValue('coin')
    const coins = ['BTCUSDT', 'DOGEUSDT', 'FILUSDT', 'LTCUSDT']
    await expect(symbolsOf(dataRows(canvas)).sort()).toEqual(coins)
    await userEvent.clear(search)
    await userEvent.type(search, 'sol')
    await expect(symbolsOf(dataRows(canvas))).toEqual(['SOLUSDT'])
    await userEvent.clear(search)
    await userEvent.type(search, 'zzz')
    await expect(canvas.getByText('No markets match your search.')).toBeVisible()
    await userEvent.clear(search)
    await userEvent.type(search, 'coin')
    await expect(symbolsOf(dataRows(canvas)).sort()).toEqual(coins)
  },
}

/** The favourites tab lists the starred markets. */
export const Favourites: Story = {
  args: { defaultTab: 'favourites' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('tab', { name: 'Favourites' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(symbolsOf(dataRows(canvas))).toEqual(['BTCUSDT', 'SOLUSDT'])
    await userEvent.click(canvas.getByRole('tab', { name: 'USDT' }))
    await expect(dataRows(canvas).length).toBeGreaterThan(2)
  },
}

/** No favourites yet: the tab explains how to add one. */
export const NoFavourites: Story = {
  name: 'No favourites yet',
  args: { defaultTab: 'favourites', favourites: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No favourites yet')).toBeVisible()
  },
}

/** Markets not open or under maintenance say so instead of a change. */
export const ClosedMarkets: Story = {
  name: 'Closed markets',
  args: { defaultSort: { key: 'name', direction: 'asc' }, defaultQuery: 'o' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const atom = dataRows(canvas).find((row) => row.dataset.symbol === 'ATOMUSDT')
    const fil = dataRows(canvas).find((row) => row.dataset.symbol === 'FILUSDT')
    await expect(within(atom as HTMLElement).getByText('Under maintenance')).toBeVisible()
    await expect(within(fil as HTMLElement).getByText('Not open')).toBeVisible()
  },
}

/** The side panel of a trading page: pair, price, change; the traded market is selected. */
export const Compact: Story = {
  name: 'Compact (side panel)',
  args: { variant: 'compact', selectedSymbol: 'BTCUSDT', viewportHeight: 336 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const rows = dataRows(canvas)
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(3)
    const btc = rows.find((row) => row.dataset.symbol === 'BTCUSDT') as HTMLElement
    await expect(btc).toHaveAttribute('aria-selected', 'true')
    await userEvent.click(rows[0] as HTMLElement)
    await expect(args.onSelect).toHaveBeenCalledWith({ symbol: 'ADAUSDT' })
  },
}

/** Without a favourites handler there are no stars and no favourites tab. */
export const WithoutFavourites: Story = {
  name: 'Without favourites',
  args: { onFavouriteToggle: undefined, variant: 'compact', viewportHeight: 224 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('tab', { name: 'Favourites' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /favourites/ })).toBeNull()
  },
}

/**
 * 500 markets: only the rows in view are in the DOM; scrolling renders the next ones, and the
 * grid still announces every row.
 */
export const ManyMarkets: Story = {
  name: '500 markets',
  args: {
    ...manyMarkets(500),
    directions: undefined,
    favourites: [],
    defaultSort: { key: 'name', direction: 'asc' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = canvas.getByRole('grid', { name: 'Markets' })
    await expect(grid).toHaveAttribute('aria-rowcount', '501')
    const rows = dataRows(canvas)
    await expect(rows.length).toBeLessThan(20)
    await expect(rows[0]?.dataset.symbol).toBe('C000USDT')
    const viewport = rows[0]?.closest('[role="rowgroup"]') as HTMLElement
    viewport.scrollTop = 48 * 250
    await waitFor(() => expect(dataRows(canvas)[0]?.dataset.symbol).not.toBe('C000USDT'))
    const after = dataRows(canvas)
    await expect(after.length).toBeLessThan(20)
    await expect(after.map((row) => row.dataset.symbol)).toContain('C252USDT')
    viewport.scrollTop = 0
    await waitFor(() => expect(dataRows(canvas)[0]?.dataset.symbol).toBe('C000USDT'))
  },
}

export const Loading: Story = {
  args: { status: 'loading', markets: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: 'Markets' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const Empty: Story = {
  args: { status: 'empty', markets: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No markets are listed.')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', error: 'Markets could not be loaded.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Markets could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

/** No ticker for longer than the threshold: prices grey out and the badge says since when. */
export const Stale: Story = {
  args: { status: 'stale' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('stale')).toHaveTextContent('Stale')
  },
}

export const Reconnecting: Story = {
  args: { connection: 'reconnecting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('reconnecting')).toHaveTextContent(
      'Reconnecting…',
    )
  },
}

/** Long names ellipsise; numbers keep their columns. */
export const LongContent: Story = {
  name: 'Long names',
  args: {
    markets: fixtureMarkets.map((m, i) =>
      i === 0 ? { ...m, name: 'Bitcoin (wrapped, bridged, very long display name)' } : m,
    ),
    variant: 'full',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Bitcoin (wrapped, bridged, very long display name)'),
    ).toBeInTheDocument()
  },
}

/** Translated labels (here Japanese) replace every English default. */
export const Translated: Story = {
  args: {
    locale: 'ja',
    variant: 'compact',
    viewportHeight: 224,
    labels: {
      title: 'マーケット',
      favouritesTab: 'お気に入り',
      search: 'マーケットを検索',
      searchPlaceholder: 'コインを検索',
      pair: 'ペア',
      lastPrice: '最終価格',
      change: '24時間変動',
      addFavourite: 'お気に入りに追加',
      removeFavourite: 'お気に入りから削除',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('grid', { name: 'マーケット' })).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'お気に入り' })).toBeVisible()
  },
}

export const Playground: Story = {}
