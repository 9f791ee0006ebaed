import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { MarketList } from '../MarketList'
import {
  fixtureDirections,
  fixtureMarkets,
  fixtureTickers,
} from '../MarketList/MarketList.fixtures'
import { WidgetMessagesProvider } from '../shared/widgetMessages'
import { SpotOrderForm } from '../SpotOrderForm'
import {
  btcBalances,
  btcBestAsk,
  btcBestBid,
  btcLast,
  btcMarket,
  feeRateFixture,
} from '../SpotOrderForm/SpotOrderForm.fixtures'
import ja from './ja'

/** Two widgets under one provider, given one imported language and optional label overrides. */
function Desk({ submitBuy }: { submitBuy?: string }) {
  return (
    <WidgetMessagesProvider messages={ja}>
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <div style={{ width: 320 }}>
          <SpotOrderForm
            market={btcMarket}
            lastPrice={btcLast}
            bestBid={btcBestBid}
            bestAsk={btcBestAsk}
            balances={btcBalances}
            feeRate={feeRateFixture}
            loggedIn
            status="ready"
            onSubmit={fn(async () => undefined)}
            onLogin={fn()}
            onDepositRequest={fn()}
            labels={submitBuy === undefined ? undefined : { submitBuy }}
          />
        </div>
        <div style={{ width: 640, display: 'flex', flexDirection: 'column' }}>
          <MarketList
            markets={fixtureMarkets}
            tickers={fixtureTickers}
            directions={fixtureDirections}
            favourites={[]}
            status="ready"
            connection="open"
            viewportHeight={384}
            timeZone="UTC"
            onSelect={fn()}
            onFavouriteToggle={fn()}
            onRetry={fn()}
          />
        </div>
      </div>
    </WidgetMessagesProvider>
  )
}

const meta = {
  title: 'Widgets/Languages',
  component: Desk,
  tags: ['autodocs', 'beta'],
  args: {},
} satisfies Meta<typeof Desk>

export default meta
type Story = StoryObj<typeof meta>

/** `import ja from '@bourse/exchange-widgets/locales/ja'` alone makes both widgets Japanese. */
export const Japanese: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByText(ja['spotOrderForm.limit']).length).toBeGreaterThan(0)
    await expect(canvas.getByRole('button', { name: 'BTCを買う' })).toBeInTheDocument()
    await expect(canvas.getByRole('grid', { name: ja['marketList.title'] })).toBeInTheDocument()
    await expect(canvas.getAllByRole('columnheader', { name: /ペア/ }).length).toBeGreaterThan(0)
  },
}

/** A `labels` prop wins over the provider's messages, label by label. */
export const LabelOverride: Story = {
  args: { submitBuy: 'Buy {base} now' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Buy BTC now' })).toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'BTCを買う' })).not.toBeInTheDocument()
    await expect(canvas.getAllByText(ja['spotOrderForm.limit']).length).toBeGreaterThan(0)
  },
}
