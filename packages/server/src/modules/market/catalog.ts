import type { MarketStatus } from '../../contract/types'

/** A market as first seeded: trading rules plus the simulator's model parameters. */
export interface MarketSeed {
  base: string
  name: string
  /** Starting price (decimal string on the tick grid). */
  price: string
  tickSize: string
  lotSize: string
  minQuantity: string
  minNotional: string
  isOpen: MarketStatus
  /** Daily volatility of the fair price (0.03 = 3 % a day). */
  volatility: number
  /** Trades per second the simulated takers print on average. */
  tradesPerSecond: number
  /** Median quote value of one taker order, in USDT. */
  tradeQuote: number
}

/**
 * The seeded markets (Nov 2026 levels). Tick and lot sizes follow what large exchanges use for
 * these pairs. FIL is listed but not open yet; ATOM is under maintenance: neither has a live book.
 */
export const MARKET_SEEDS: MarketSeed[] = [
  {
    base: 'BTC',
    name: 'Bitcoin',
    price: '64250.00',
    tickSize: '0.01',
    lotSize: '0.00001',
    minQuantity: '0.00001',
    minNotional: '5',
    isOpen: 0,
    volatility: 0.028,
    tradesPerSecond: 3,
    tradeQuote: 1800,
  },
  {
    base: 'ETH',
    name: 'Ethereum',
    price: '2451.20',
    tickSize: '0.01',
    lotSize: '0.0001',
    minQuantity: '0.0001',
    minNotional: '5',
    isOpen: 0,
    volatility: 0.036,
    tradesPerSecond: 2.5,
    tradeQuote: 1200,
  },
  {
    base: 'BNB',
    name: 'BNB',
    price: '585.40',
    tickSize: '0.01',
    lotSize: '0.001',
    minQuantity: '0.001',
    minNotional: '5',
    isOpen: 0,
    volatility: 0.03,
    tradesPerSecond: 1.2,
    tradeQuote: 600,
  },
  {
    base: 'SOL',
    name: 'Solana',
    price: '142.55',
    tickSize: '0.01',
    lotSize: '0.001',
    minQuantity: '0.001',
    minNotional: '5',
    isOpen: 0,
    volatility: 0.05,
    tradesPerSecond: 1.5,
    tradeQuote: 700,
  },
  {
    base: 'XRP',
    name: 'XRP',
    price: '0.5821',
    tickSize: '0.0001',
    lotSize: '0.1',
    minQuantity: '1',
    minNotional: '5',
    isOpen: 0,
    volatility: 0.045,
    tradesPerSecond: 1.2,
    tradeQuote: 500,
  },
  {
    base: 'ADA',
    name: 'Cardano',
    price: '0.3612',
    tickSize: '0.0001',
    lotSize: '0.1',
    minQuantity: '1',
    minNotional: '5',
    isOpen: 0,
    volatility: 0.05,
    tradesPerSecond: 0.6,
    tradeQuote: 300,
  },
  {
    base: 'DOGE',
    name: 'Dogecoin',
    price: '0.10853',
    tickSize: '0.00001',
    lotSize: '1',
    minQuantity: '1',
    minNotional: '5',
    isOpen: 0,
    volatility: 0.06,
    tradesPerSecond: 1,
    tradeQuote: 400,
  },
  {
    base: 'TRX',
    name: 'TRON',
    price: '0.15524',
    tickSize: '0.00001',
    lotSize: '0.1',
    minQuantity: '1',
    minNotional: '5',
    isOpen: 0,
    volatility: 0.03,
    tradesPerSecond: 0.5,
    tradeQuote: 300,
  },
  {
    base: 'DOT',
    name: 'Polkadot',
    price: '4.512',
    tickSize: '0.001',
    lotSize: '0.01',
    minQuantity: '0.01',
    minNotional: '5',
    isOpen: 0,
    volatility: 0.05,
    tradesPerSecond: 0.5,
    tradeQuote: 250,
  },
  {
    base: 'LTC',
    name: 'Litecoin',
    price: '68.45',
    tickSize: '0.01',
    lotSize: '0.001',
    minQuantity: '0.001',
    minNotional: '5',
    isOpen: 0,
    volatility: 0.04,
    tradesPerSecond: 0.6,
    tradeQuote: 300,
  },
  {
    base: 'LINK',
    name: 'Chainlink',
    price: '11.235',
    tickSize: '0.001',
    lotSize: '0.01',
    minQuantity: '0.01',
    minNotional: '5',
    isOpen: 0,
    volatility: 0.05,
    tradesPerSecond: 0.7,
    tradeQuote: 300,
  },
  {
    base: 'AVAX',
    name: 'Avalanche',
    price: '24.82',
    tickSize: '0.01',
    lotSize: '0.01',
    minQuantity: '0.01',
    minNotional: '5',
    isOpen: 0,
    volatility: 0.055,
    tradesPerSecond: 0.6,
    tradeQuote: 300,
  },
  {
    base: 'FIL',
    name: 'Filecoin',
    price: '3.812',
    tickSize: '0.001',
    lotSize: '0.01',
    minQuantity: '0.01',
    minNotional: '5',
    isOpen: 1,
    volatility: 0.055,
    tradesPerSecond: 0.4,
    tradeQuote: 200,
  },
  {
    base: 'ATOM',
    name: 'Cosmos',
    price: '4.915',
    tickSize: '0.001',
    lotSize: '0.01',
    minQuantity: '0.01',
    minNotional: '5',
    isOpen: 2,
    volatility: 0.05,
    tradesPerSecond: 0.4,
    tradeQuote: 200,
  },
]
