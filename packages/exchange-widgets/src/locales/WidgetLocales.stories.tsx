import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { MarketList } from '../MarketList'
import {
  fixtureDirections,
  fixtureMarkets,
  fixtureTickers,
} from '../MarketList/MarketList.fixtures'
import { WidgetMessagesProvider, type WidgetMessagesInput } from '../shared/widgetMessages'
import { SpotOrderForm } from '../SpotOrderForm'
import {
  btcBalances,
  btcBestAsk,
  btcBestBid,
  btcLast,
  btcMarket,
  feeRateFixture,
} from '../SpotOrderForm/SpotOrderForm.fixtures'
import en from './en'
import ja from './ja'
import type { WidgetMessages } from './messages'

type DeskProps = {
  /** The embedder's own texts; without them, the Language toolbar's (the preview's provider). */
  messages?: WidgetMessagesInput
  /** The order form's buy button, given as a `labels` prop (`{base}` is the coin). */
  submitBuy?: string
}

/** Two widgets under one provider, in one language, with an optional label override. */
function Desk({ messages, submitBuy }: DeskProps) {
  const desk = (
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
  )
  return messages ? (
    <WidgetMessagesProvider messages={messages}>{desk}</WidgetMessagesProvider>
  ) : (
    desk
  )
}

const meta = {
  title: 'Widgets/Languages',
  component: Desk,
  tags: ['autodocs', 'beta'],
  args: {},
  argTypes: { messages: { control: false } },
} satisfies Meta<typeof Desk>

export default meta
type Story = StoryObj<typeof meta>

/** The texts of the Language toolbar's language, as the preview loaded them (English: none). */
const toolbarTexts = (loaded: Record<string, unknown>): WidgetMessages => ({
  ...en,
  ...(loaded.bourseLanguage as { widgets?: WidgetMessages } | undefined)?.widgets,
})

/**
 * Both widgets in the language chosen in the toolbar: the same texts the site loads, which an
 * embedder imports as `import ja from '@bourse/exchange-widgets/locales/ja'`.
 */
export const ToolbarLanguage: Story = {
  name: "In the toolbar's language",
  play: async ({ canvasElement, loaded }) => {
    const texts = toolbarTexts(loaded)
    const canvas = within(canvasElement)
    await expect(canvas.getAllByText(texts['spotOrderForm.limit']).length).toBeGreaterThan(0)
    const buy = texts['spotOrderForm.submitBuy'].replace('{base}', 'BTC')
    await expect(canvas.getByRole('button', { name: buy })).toBeInTheDocument()
    await expect(canvas.getByRole('grid', { name: texts['marketList.title'] })).toBeInTheDocument()
    const pair = texts['marketList.pair']
    await expect(
      canvas.getAllByRole('columnheader', { name: new RegExp(pair) }).length,
    ).toBeGreaterThan(0)
  },
}

/**
 * What an embedder does: imports one language (`ja` here, whatever the toolbar says) and lays
 * its own wording over a label with the `labels` prop, which wins label by label.
 */
export const LabelOverride: Story = {
  name: 'Labels override (an embedder’s own texts)',
  args: { messages: ja, submitBuy: 'Buy {base} now' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Buy BTC now' })).toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'BTCを買う' })).not.toBeInTheDocument()
    await expect(canvas.getAllByText(ja['spotOrderForm.limit']).length).toBeGreaterThan(0)
  },
}
