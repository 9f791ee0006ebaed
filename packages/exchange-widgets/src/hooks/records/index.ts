/*
 * The loading every records table shares (spot orders, futures orders, positions, second
 * contracts): a list given or loaded once, a server page, a list kept live from the `user`
 * channel, and the message of a failure's error code.
 */
export { useFuturesMarkets, useGivenOrLoaded, useSpotMarkets } from './markets'
export { recordsStatus, type RecordsConnectedProps, type RecordsFedProps } from './recordsProps'
export {
  useLiveRecordsPage,
  type LiveRecordsPage,
  type LiveRecordsPageOptions,
  type RecordsQueryBody,
} from './useLiveRecordsPage'
export { useLiveList, type LiveList, type LiveListOptions } from './useLiveList'
export { useOpenOrHistory, type OpenOrHistory } from './useOpenOrHistory'
export {
  useLiveBulkAction,
  useLiveRowAction,
  useRecordActions,
  type RecordActionError,
  type RecordActions,
} from './useRecordActions'
export { useRecordsQuery, type RecordsQuery } from './useRecordsQuery'
export { pairSidePage, useOrdersQuery, type OrdersQueryFeed } from './useOrdersQuery'
export { isUserEvent, useEventReloads, useOnReconnect } from './userEvents'
export { useFilteredRecordsPage, type FilteredRecordsProps } from './useFilteredRecordsPage'
