import type { LabelsOf } from '../shared/labels'
import { defaultLiveStateLabels } from '../shared/LiveStatus'
import { defaultMarketStatLabels, defaultMarketStatusLabels } from '../shared/marketLabels'

/** A row's texts: its favourite star's names and the market's status. */
export const defaultMarketRowLabels = {
  /** Star button name when the market is not a favourite. */
  addFavourite: 'Add to favourites',
  /** Star button name when it is. */
  removeFavourite: 'Remove from favourites',
  ...defaultMarketStatusLabels,
}

export type MarketRowLabels = LabelsOf<typeof defaultMarketRowLabels>

export const defaultMarketListLabels = {
  ...defaultLiveStateLabels,
  /** Accessible name of the widget and its grid. */
  title: 'Markets',
  favouritesTab: 'Favourites',
  /** Accessible name of the search box. */
  search: 'Search markets',
  searchPlaceholder: 'Search coin',
  pair: 'Pair',
  ...defaultMarketStatLabels,
  /** Accessible name of the quote-asset tabs. */
  tabs: 'Quote asset',
  empty: 'No markets are listed.',
  /** Shown when a search finds nothing. */
  noMatch: 'No markets match your search.',
  noFavourites: 'No favourites yet',
  noFavouritesHint: 'Tap the star next to a market to add it here.',
  retry: 'Retry',
  loading: 'Loading markets',
  ...defaultMarketRowLabels,
}

export type MarketListLabels = LabelsOf<typeof defaultMarketListLabels>
