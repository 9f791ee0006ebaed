export { MarketList, defaultMarketListLabels } from './MarketList'
export type { MarketListLabels, MarketListProps } from './MarketList'
export { MarketListRow } from './MarketListRow'
export type { MarketListRowProps, MarketRowLabels } from './MarketListRow'
export { MARKET_ROW_HEIGHT } from './MarketList.styles'
export type { MarketListVariant } from './MarketList.styles'
export { MarketListConnected } from './MarketList.connected'
export type { MarketListConnectedProps } from './MarketList.connected'
export {
  localFavourites,
  serverFavourites,
  useFavourites,
  LOCAL_FAVOURITES_KEY,
} from './favourites'
export type { FavouritesStore } from './favourites'
