import { defaultLiveStateLabels, type LiveStateLabels } from '../shared/LiveStatus'
import type { MarketRowLabels } from './MarketListRow'

export type MarketListLabels = LiveStateLabels &
  MarketRowLabels & {
    /** Accessible name of the widget and its grid. @default 'Markets' */
    title: string
    /** @default 'Favourites' */
    favouritesTab: string
    /** Accessible name of the search box. @default 'Search markets' */
    search: string
    /** @default 'Search coin' */
    searchPlaceholder: string
    /** @default 'Pair' */
    pair: string
    /** @default 'Last price' */
    lastPrice: string
    /** @default '24h change' */
    change: string
    /** @default '24h high' */
    high: string
    /** @default '24h low' */
    low: string
    /** @default '24h volume' */
    volume: string
    /** @default '24h turnover' */
    turnover: string
    /** Accessible name of the quote-asset tabs. @default 'Quote asset' */
    tabs: string
    /** @default 'No markets are listed.' */
    empty: string
    /** Shown when a search finds nothing. @default 'No markets match your search.' */
    noMatch: string
    /** @default 'No favourites yet' */
    noFavourites: string
    /** @default 'Tap the star next to a market to add it here.' */
    noFavouritesHint: string
    /** @default 'Retry' */
    retry: string
    /** @default 'Loading markets' */
    loading: string
  }

export const defaultMarketListLabels: MarketListLabels = {
  ...defaultLiveStateLabels,
  title: 'Markets',
  favouritesTab: 'Favourites',
  search: 'Search markets',
  searchPlaceholder: 'Search coin',
  pair: 'Pair',
  lastPrice: 'Last price',
  change: '24h change',
  high: '24h high',
  low: '24h low',
  volume: '24h volume',
  turnover: '24h turnover',
  tabs: 'Quote asset',
  empty: 'No markets are listed.',
  noMatch: 'No markets match your search.',
  noFavourites: 'No favourites yet',
  noFavouritesHint: 'Tap the star next to a market to add it here.',
  retry: 'Retry',
  loading: 'Loading markets',
  addFavourite: 'Add to favourites',
  removeFavourite: 'Remove from favourites',
  notOpen: 'Not open',
  maintenance: 'Under maintenance',
}
