/*
 * The exchange's calendar (earn products, fee levels): its business day runs from 0:00 to 24:00 GMT+8 (16:00
 * UTC the day before), whatever the viewer's time zone. Times are epoch milliseconds.
 */

export const HOUR_MS = 3_600_000
export const DAY_MS = 24 * HOUR_MS
/** GMT+8, the business day's time zone. */
export const BUSINESS_TZ_OFFSET_MS = 8 * HOUR_MS
export const BUSINESS_TIME_ZONE = '+08:00'

/** 0:00 GMT+8 of the business day containing `ts`. */
export const businessDayStart = (ts: number): number =>
  Math.floor((ts + BUSINESS_TZ_OFFSET_MS) / DAY_MS) * DAY_MS - BUSINESS_TZ_OFFSET_MS

/** When a purchase made at `orderTs` starts working: 0:00 GMT+8 of the next business day. */
export const nextBusinessDay = (orderTs: number): number => businessDayStart(orderTs) + DAY_MS
