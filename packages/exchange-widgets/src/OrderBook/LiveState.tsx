// Moved to src/shared/LiveStatus; this path stays until MarketList imports from there.
export * from '../shared/LiveStatus'
