import { compare } from '@bourse/rules/decimal'
import { useMemo, useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Badge } from '../Badge'
import { Pagination } from './Pagination'
import { Table } from './Table'
import type { SortState, TableColumn } from './Table'
import main from './Table.stories'

type Market = { symbol: string; price: string; change: string }

const markets: Market[] = Array.from({ length: 95 }, (_, i) => ({
  symbol: `C${String(i + 1).padStart(3, '0')}/USDT`,
  price: `${(i * 37) % 101}.${String((i * 7919) % 10000).padStart(4, '0')}`,
  change: `${i % 3 === 0 ? '-' : ''}${(i % 9) + 0.25}`,
}))

const columns: TableColumn<Market>[] = [
  { prop: 'symbol', label: 'Pair', sort: true, width: '40%' },
  { prop: 'price', label: 'Last price', sort: true, align: 'right' },
  {
    prop: 'change',
    label: '24h change',
    align: 'right',
    render: (row) => (
      <Badge tone={row.change.startsWith('-') ? 'negative' : 'positive'}>
        {row.change.startsWith('-') ? '' : '+'}
        {row.change}%
      </Badge>
    ),
  },
]

function MarketsTable({ onPage }: { onPage: (d: { page: number; pageSize: number }) => void }) {
  const [sort, setSort] = useState<SortState>(null)
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 })
  const sorted = useMemo(() => {
    if (!sort) return markets
    const dir = sort.direction === 'asc' ? 1 : -1
    return [...markets].sort((a, b) =>
      sort.prop === 'price'
        ? dir * compare(a.price, b.price)
        : dir * a.symbol.localeCompare(b.symbol),
    )
  }, [sort])
  const start = (paging.page - 1) * paging.pageSize
  return (
    <div style={{ width: 640 }}>
      <Table
        caption="Markets"
        columns={columns}
        rows={sorted.slice(start, start + paging.pageSize)}
        rowKey={(row) => row.symbol}
        sort={sort}
        onSortChange={({ sort: next }) => setSort(next)}
      />
      <Pagination
        {...paging}
        total={markets.length}
        onChange={(details) => {
          onPage(details)
          setPaging(details)
        }}
      />
    </div>
  )
}

/** Sorting and paging a long list: run by the story tests, kept off the docs page. */
const meta = {
  ...main,
  title: 'Tests/Table',
  tags: ['!autodocs'],
} satisfies Meta<typeof Table<Market>>

export default meta
type Story = StoryObj<typeof meta>

export const SortsAndPaginates: Story = {
  args: { onSortChange: fn() },
  render: (args) => <MarketsTable onPage={args.onSortChange as never} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const rows = () => canvas.getAllByRole('row').slice(1)
    await expect(rows()).toHaveLength(20)
    const priceHeader = canvas.getByRole('columnheader', { name: /Last price/ })
    await expect(priceHeader).toHaveAttribute('aria-sort', 'none')
    await userEvent.click(within(priceHeader).getByRole('button'))
    await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending')
    await expect(rows()[0]).toHaveTextContent('0.0000')
    await userEvent.click(within(priceHeader).getByRole('button'))
    await expect(priceHeader).toHaveAttribute('aria-sort', 'descending')
    await expect(rows()[0]).toHaveTextContent('100.')
    const sizes = canvas.getByRole('combobox', { name: 'Rows per page' })
    await expect(Array.from((sizes as HTMLSelectElement).options).map((o) => o.value)).toEqual([
      '10',
      '20',
      '30',
      '50',
      '70',
      '100',
      '200',
    ])
    await expect(sizes).toHaveValue('20')
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ page: 2, pageSize: 20 })
    await userEvent.selectOptions(sizes, '50')
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 50 })
    await expect(rows()).toHaveLength(50)
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await expect(rows()).toHaveLength(45)
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled()
  },
}
