import type { HandlerTable } from '../../contract/handlers'
import type { MarketService } from '../market/service'
import type { ProductRepo } from './repo'

export function productHandlers(repo: ProductRepo, markets: MarketService): HandlerTable {
  return {
    productIndexList: ({ body }) => repo.products(body.pageIndex, body.pageSize),
    // Live prices and 24 h change (percent) from the market tickers.
    coinList: ({ body }) => markets.coins(body.pageIndex, body.pageSize),
  }
}
