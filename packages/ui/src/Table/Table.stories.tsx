import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Badge } from '../Badge'
import { Table } from './Table'
import type { TableColumn } from './Table'

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

const meta = {
  title: 'UI/Table',
  tags: ['autodocs', 'stable'],
  component: Table<Market>,
  args: {
    columns,
    rows: markets.slice(0, 5),
    rowKey: (row: Market) => row.symbol,
    caption: 'Markets',
  },
  decorators: [(Story) => <div style={{ width: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Table<Market>>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeInTheDocument()
  },
}

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeVisible()
  },
}

export const LongContent: Story = {
  args: {
    rows: [
      {
        symbol: 'A-VERY-LONG-TOKEN-NAME-WITH-SUFFIX/USDT',
        price: '123456789.12345678',
        change: '-12.5',
      },
    ],
  },
}

export const Playground: Story = {}

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Table {...args} sort={{ prop: 'price', direction: 'desc' }} />
      <Table {...args} loading loadingRows={2} />
      <Table {...args} rows={[]} />
    </div>
  ),
}
