import type { Db } from '../../db/connection'
import type { ProductItem } from '../../contract/types'

interface ProductRow {
  id: number
  name: string
  kind: ProductItem['kind']
  summary: string
}

export function createProductRepo(db: Db) {
  const products = db.prepare<[number, number], ProductRow>(
    'SELECT id, name, kind, summary FROM products WHERE enabled = 1 ORDER BY sort_order, id LIMIT ? OFFSET ?',
  )
  return {
    products: (pageIndex: number, pageSize: number): ProductItem[] =>
      products.all(pageSize, (pageIndex - 1) * pageSize).map((r) => ({ ...r })),
  }
}

export type ProductRepo = ReturnType<typeof createProductRepo>
