import {
  feeOn,
  liquidationPrice,
  maintenanceMargin,
  returnOnEquity,
  riskRate,
  unrealisedPnl,
} from '@bourse/rules/contracts'
import type { AppContext } from '../../context'
import type { FuturesMarket, FuturesOrder } from '../../contract/types'
import { notFound } from '../../errors'
import type { MarketService } from '../market/service'
import type { SpotService } from '../spot/service'
import { HOLDING_FEE_RATE, HOLDING_PERIOD_HOURS, LEVERAGE_STEPS, seedFor } from './catalog'
import type { FuturesMarketRow, FuturesOrderRow, FuturesRepo } from './repo'

/** A market's contract terms with the grid and assets of its spot market. */
export interface ContractMarket {
  row: FuturesMarketRow
  tickSize: string
  base: string
  quote: string
  leverageOptions: number[]
}

/** Writes each market's contract terms from the catalog, then reads them back with its grid. */
export function loadContracts(
  repo: FuturesRepo,
  markets: Pick<MarketService, 'markets' | 'market'>,
): Map<string, ContractMarket> {
  for (const m of markets.markets()) {
    const seed = seedFor(m.base)
    repo.upsertMarket({
      symbol: m.symbol,
      multiplier: seed.multiplier,
      max_leverage: seed.maxLeverage,
      min_lots: 1,
      max_lots: seed.maxLots,
      maintenance_margin_rate: seed.maintenanceMarginRate,
      holding_fee_rate: HOLDING_FEE_RATE,
      holding_period_hours: HOLDING_PERIOD_HOURS,
    })
  }
  const contracts = new Map<string, ContractMarket>()
  for (const row of repo.markets()) {
    const info = markets.market(row.symbol)
    contracts.set(row.symbol, {
      row,
      tickSize: info.tickSize,
      base: info.base,
      quote: info.quote,
      leverageOptions: LEVERAGE_STEPS.filter((l) => l <= row.max_leverage),
    })
  }
  return contracts
}

/**
 * Rows and contracts as the contract (API) shows them: live figures of open positions on the
 * current prices, fee rates of the user's level, and the pushes of a changed row.
 */
export function createMapping(
  contracts: Map<string, ContractMarket>,
  markets: Pick<MarketService, 'prices'>,
  spot: Pick<SpotService, 'feeRate'>,
  publisher: AppContext['publisher'],
) {
  function contract(symbol: string): ContractMarket {
    const c = contracts.get(symbol)
    if (!c) throw notFound('market.not.found', `No contract on ${symbol}`)
    return c
  }

  // Every change writes a new row object (see `transition`), so a row's liquidation price is
  // computed once, not on every price tick that judges it.
  const liquidations = new WeakMap<FuturesOrderRow, string | null>()

  function liquidationOf(row: FuturesOrderRow): string | null {
    if (liquidations.has(row)) return liquidations.get(row) as string | null
    const entry = row.open_price ?? row.price
    const price =
      entry === null
        ? null
        : liquidationPrice({
            side: row.side,
            openPrice: entry,
            lots: row.lots,
            multiplier: row.multiplier,
            margin: row.margin,
            mmr: row.maintenance_margin_rate,
            tickSize: contract(row.symbol).tickSize,
          })
    liquidations.set(row, price)
    return price
  }

  function orderOut(row: FuturesOrderRow): FuturesOrder {
    const live = row.status === 'open' && row.open_price !== null
    let figures: Pick<
      FuturesOrder,
      | 'unrealisedPnl'
      | 'roe'
      | 'riskRate'
      | 'liquidationPrice'
      | 'markPrice'
      | 'indexPrice'
      | 'estimatedCloseFee'
    > = {
      unrealisedPnl: null,
      roe: null,
      riskRate: null,
      liquidationPrice: null,
      markPrice: null,
      indexPrice: null,
      estimatedCloseFee: null,
    }
    if (live) {
      const { last, mark } = markets.prices(row.symbol)
      const pnl = unrealisedPnl(row.side, row.open_price as string, mark, row.lots, row.multiplier)
      const maintenance = maintenanceMargin(
        mark,
        row.lots,
        row.multiplier,
        row.maintenance_margin_rate,
      )
      figures = {
        unrealisedPnl: pnl,
        roe: returnOnEquity(pnl, row.margin),
        riskRate: riskRate(row.margin, pnl, maintenance),
        liquidationPrice: liquidationOf(row),
        markPrice: mark,
        indexPrice: last,
        estimatedCloseFee: feeOn(mark, row.lots, row.multiplier, row.close_fee_rate),
      }
    } else if (row.status === 'pending') {
      figures = { ...figures, liquidationPrice: liquidationOf(row) }
    }
    return {
      id: String(row.id),
      clientOrderId: row.client_order_id,
      symbol: row.symbol,
      side: row.side,
      type: row.type,
      status: row.status,
      price: row.price,
      lots: row.lots,
      leverage: row.leverage,
      multiplier: row.multiplier,
      margin: row.margin,
      openFee: row.open_fee,
      closeFee: row.close_fee,
      holdingFee: row.holding_fee,
      takeProfit: row.take_profit,
      stopLoss: row.stop_loss,
      triggerReference: row.trigger_reference,
      openPrice: row.open_price,
      closePrice: row.close_price,
      realisedPnl: row.realised_pnl,
      yieldRate:
        row.status === 'closed' && row.realised_pnl !== null
          ? returnOnEquity(row.realised_pnl, row.margin)
          : null,
      ...figures,
      closeMethod: row.close_method,
      createdAt: row.created_at,
      cancelledAt: row.cancelled_at,
      openedAt: row.opened_at,
      closedAt: row.closed_at,
    }
  }

  function push(row: FuturesOrderRow): void {
    publisher.publish(`user:${row.user_id}`, { type: 'position', position: orderOut(row) })
  }

  function marketOut(c: ContractMarket, userId: number | null): FuturesMarket {
    const rates = spot.feeRate(userId)
    return {
      symbol: c.row.symbol,
      base: c.base,
      quote: c.quote,
      multiplier: c.row.multiplier,
      maxLeverage: c.row.max_leverage,
      leverageOptions: c.leverageOptions,
      tickSize: c.tickSize,
      minLots: c.row.min_lots,
      maxLots: c.row.max_lots,
      maintenanceMarginRate: c.row.maintenance_margin_rate,
      holdingFeeRate: c.row.holding_fee_rate,
      holdingPeriodHours: c.row.holding_period_hours,
      openFeeRate: rates.takerRate,
      closeFeeRate: rates.takerRate,
    }
  }

  return { contracts, contract, liquidationOf, orderOut, push, marketOut }
}

export type FuturesMapping = ReturnType<typeof createMapping>
