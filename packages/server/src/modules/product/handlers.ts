import type { HandlerTable } from '../../contract/handlers'
import type { ProductRepo } from './repo'

export function productHandlers(repo: ProductRepo): HandlerTable {
  return {
    productIndexList: ({ body }) => repo.products(body.pageIndex, body.pageSize),
    coinList: ({ body }) => repo.coins(body.pageIndex, body.pageSize),
  }
}
