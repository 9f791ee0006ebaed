export * from './candles'
export * from './orderBook'
export * from './trades'
export * from './depthCurve'
