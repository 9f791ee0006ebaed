import type { Db } from '../../db/connection'
import type { CoinItem, ProductItem } from '../../contract/types'

interface ProductRow {
  id: number
  name: string
  kind: ProductItem['kind']
  summary: string
}

interface CoinRow {
  code_name: string
  quote: string
  price: string
  change_rate: string
  is_open: CoinItem['isOpen']
}

export function createProductRepo(db: Db) {
  const products = db.prepare<[number, number], ProductRow>(
    'SELECT id, name, kind, summary FROM products WHERE enabled = 1 ORDER BY sort_order, id LIMIT ? OFFSET ?',
  )
  const coins = db.prepare<[number, number], CoinRow>(
    'SELECT code_name, quote, price, change_rate, is_open FROM coins ORDER BY sort_order, id LIMIT ? OFFSET ?',
  )
  return {
    products: (pageIndex: number, pageSize: number): ProductItem[] =>
      products.all(pageSize, (pageIndex - 1) * pageSize).map((r) => ({ ...r })),
    coins: (pageIndex: number, pageSize: number): CoinItem[] =>
      coins.all(pageSize, (pageIndex - 1) * pageSize).map((r) => ({
        codeName: r.code_name,
        symbol: `${r.code_name}/${r.quote}`,
        price: r.price,
        changeRate: r.change_rate,
        isOpen: r.is_open,
      })),
  }
}

export type ProductRepo = ReturnType<typeof createProductRepo>
