import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ComponentType } from 'react'
import { expect, waitFor } from 'storybook/test'
import { clippedTexts } from '../shared/testing/clipping'
import AccountTransfer, {
  Default as AccountTransferMain,
} from '../AccountTransfer/AccountTransfer.stories'
import AddressManager, {
  Default as AddressManagerMain,
} from '../AddressManager/AddressManager.stories'
import AssetAllocation, {
  Default as AssetAllocationMain,
} from '../AssetAllocation/AssetAllocation.stories'
import CandleChart, { Default as CandleChartMain } from '../CandleChart/CandleChart.stories'
import DepositPanel, { Default as DepositPanelMain } from '../DepositPanel/DepositPanel.stories'
import DepositRecords, {
  Default as DepositRecordsMain,
} from '../DepositRecords/DepositRecords.stories'
import DepthChart, { Default as DepthChartMain } from '../DepthChart/DepthChart.stories'
import EarnOrderDetail, {
  Default as EarnOrderDetailMain,
} from '../EarnOrderDetail/EarnOrderDetail.stories'
import EarnProductCard, {
  Default as EarnProductCardMain,
} from '../EarnProductCard/EarnProductCard.stories'
import EarnPurchaseDialog, {
  Default as EarnPurchaseDialogMain,
} from '../EarnPurchaseDialog/EarnPurchaseDialog.stories'
import FuturesOrderForm, {
  LongLimit as FuturesOrderFormMain,
} from '../FuturesOrderForm/FuturesOrderForm.stories'
import FuturesOrdersTable, {
  Current as FuturesOrdersTableMain,
} from '../FuturesOrdersTable/FuturesOrdersTable.stories'
import KycUploader, { Default as KycUploaderMain } from '../KycUploader/KycUploader.stories'
import MarketList, { Default as MarketListMain } from '../MarketList/MarketList.stories'
import MiningEarningsTable, {
  Default as MiningEarningsTableMain,
} from '../MiningEarningsTable/MiningEarningsTable.stories'
import MiningOrdersTable, {
  Default as MiningOrdersTableMain,
} from '../MiningOrdersTable/MiningOrdersTable.stories'
import OrderBook, { Default as OrderBookMain } from '../OrderBook/OrderBook.stories'
import OrdersTable, { Current as OrdersTableMain } from '../OrdersTable/OrdersTable.stories'
import PositionTable, {
  Positions as PositionTableMain,
} from '../PositionTable/PositionTable.stories'
import RobotPanel, { Idle as RobotPanelMain } from '../RobotPanel/RobotPanel.stories'
import SavingsOrdersTable, {
  Default as SavingsOrdersTableMain,
} from '../SavingsOrdersTable/SavingsOrdersTable.stories'
import SecondContractTicket, {
  Default as SecondContractTicketMain,
} from '../SecondContractTicket/SecondContractTicket.stories'
import SecondOrdersTable, {
  Default as SecondOrdersTableMain,
} from '../SecondOrdersTable/SecondOrdersTable.stories'
import SpotOrderForm, {
  BuyLimit as SpotOrderFormMain,
} from '../SpotOrderForm/SpotOrderForm.stories'
import Ticker, { Default as TickerMain } from '../Ticker/Ticker.stories'
import TradeTape, { Default as TradeTapeMain } from '../TradeTape/TradeTape.stories'
import WithdrawalForm, {
  Default as WithdrawalFormMain,
} from '../WithdrawalForm/WithdrawalForm.stories'
import WithdrawalRecords, {
  Default as WithdrawalRecordsMain,
} from '../WithdrawalRecords/WithdrawalRecords.stories'

/*
 * Every widget in the language whose texts are the longest, to see that none is cut.
 *
 * Measured on the widgets' texts (core + desk + account JSON, 661 keys in each language), total
 * characters: Italian 15,043, Spanish 14,815, Portuguese 14,437, English 12,689, Thai 12,028,
 * Korean 6,789, Japanese 6,696, Traditional Chinese 4,944, Simplified Chinese 4,943. Italian is
 * the longest in all (18 % more than English); key by key, Spanish is the longest text on 195
 * keys, Italian on 182, Thai on 139, Portuguese on 91, English on 53. So Italian (`il`) here; the
 * toolbar shows the same stories in any other language.
 *
 * Each story is the widget's main story (its fixtures and args, imported, at the width its own
 * stories give it) with the language set through the `locale` global, so the preview loads the
 * texts as the toolbar does. Its check: no text whose box hides what overflows it is wider than
 * that box, and no button's label leaves the button (shared/testing/clipping.ts).
 */
const LONGEST_LANGUAGE = 'il'

// A widget's stories meta and main story, whatever their args (each file types its own).
type Annotations = {
  component?: unknown
  args?: object
  decorators?: unknown
  loaders?: unknown
  beforeEach?: unknown
  parameters?: object
  render?: unknown
}

const list = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value]

/** The story's canvas, and the dialogs it opens (they render in a portal, outside it). */
const roots = (canvasElement: HTMLElement) => [
  canvasElement,
  ...document.querySelectorAll<HTMLElement>('[role="dialog"]'),
]

/** Asserts that nothing in the story is cut (once the widget has laid out its texts). */
async function nothingClipped({ canvasElement }: { canvasElement: HTMLElement }) {
  const text = () => roots(canvasElement).map((root) => root.textContent ?? '')
  await waitFor(() => expect(text().join('')).not.toBe(''))
  await document.fonts.ready
  await expect(roots(canvasElement).flatMap(clippedTexts)).toEqual([])
}

/** The widget's main story, its own `play` replaced by the clipping check. */
function inLongestLanguage(meta: Annotations, main: Annotations, parameters?: object): Story {
  const Component = meta.component as ComponentType<object>
  return {
    args: { ...meta.args, ...main.args },
    // The story's own decorators sit inside the file's, as Storybook composes them.
    decorators: [...list(main.decorators), ...list(meta.decorators)],
    loaders: [...list(meta.loaders), ...list(main.loaders)],
    beforeEach: [...list(meta.beforeEach), ...list(main.beforeEach)],
    parameters: { ...meta.parameters, ...main.parameters, ...parameters },
    render: main.render ?? meta.render ?? ((args: object) => <Component {...args} />),
    play: nothingClipped,
  } as unknown as Story
}

const meta = {
  title: 'Tests/Longest language',
  tags: ['!autodocs'],
  globals: { locale: LONGEST_LANGUAGE },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const AccountTransferStory: Story = {
  name: 'Account transfer',
  ...inLongestLanguage(AccountTransfer, AccountTransferMain),
}

export const AddressManagerStory: Story = {
  name: 'Address manager',
  ...inLongestLanguage(AddressManager, AddressManagerMain),
}

export const AssetAllocationStory: Story = {
  name: 'Asset allocation',
  ...inLongestLanguage(AssetAllocation, AssetAllocationMain),
}

export const CandleChartStory: Story = {
  name: 'Candle chart',
  ...inLongestLanguage(CandleChart, CandleChartMain),
}

export const DepositPanelStory: Story = {
  name: 'Deposit panel',
  ...inLongestLanguage(DepositPanel, DepositPanelMain),
}

export const DepositRecordsStory: Story = {
  name: 'Deposit records',
  ...inLongestLanguage(DepositRecords, DepositRecordsMain),
}

export const DepthChartStory: Story = {
  name: 'Depth chart',
  ...inLongestLanguage(DepthChart, DepthChartMain),
}

export const EarnOrderDetailStory: Story = {
  name: 'Earn order detail',
  ...inLongestLanguage(EarnOrderDetail, EarnOrderDetailMain),
}

export const EarnProductCardStory: Story = {
  name: 'Earn product card',
  ...inLongestLanguage(EarnProductCard, EarnProductCardMain),
}

export const EarnPurchaseDialogStory: Story = {
  name: 'Earn purchase dialog',
  ...inLongestLanguage(EarnPurchaseDialog, EarnPurchaseDialogMain),
}

export const FuturesOrderFormStory: Story = {
  name: 'Futures order form',
  ...inLongestLanguage(FuturesOrderForm, FuturesOrderFormMain),
}

export const FuturesOrdersTableStory: Story = {
  name: 'Futures orders table',
  ...inLongestLanguage(FuturesOrdersTable, FuturesOrdersTableMain),
}

export const KycUploaderStory: Story = {
  name: 'ID photo uploader',
  ...inLongestLanguage(KycUploader, KycUploaderMain),
}

export const MarketListStory: Story = {
  name: 'Market list',
  ...inLongestLanguage(MarketList, MarketListMain),
}

export const MiningEarningsTableStory: Story = {
  name: 'Mining earnings table',
  ...inLongestLanguage(MiningEarningsTable, MiningEarningsTableMain),
}

export const MiningOrdersTableStory: Story = {
  name: 'Mining orders table',
  ...inLongestLanguage(MiningOrdersTable, MiningOrdersTableMain),
}

export const OrderBookStory: Story = {
  name: 'Order book',
  ...inLongestLanguage(OrderBook, OrderBookMain),
}

export const OrdersTableStory: Story = {
  name: 'Orders table',
  ...inLongestLanguage(OrdersTable, OrdersTableMain),
}

export const PositionTableStory: Story = {
  name: 'Position table',
  ...inLongestLanguage(PositionTable, PositionTableMain),
}

export const RobotPanelStory: Story = {
  name: 'Trading robot panel',
  ...inLongestLanguage(RobotPanel, RobotPanelMain),
}

export const SavingsOrdersTableStory: Story = {
  name: 'Savings orders table',
  ...inLongestLanguage(SavingsOrdersTable, SavingsOrdersTableMain),
}

export const SecondContractTicketStory: Story = {
  name: 'Second contract ticket',
  ...inLongestLanguage(SecondContractTicket, SecondContractTicketMain),
}

export const SecondOrdersTableStory: Story = {
  name: 'Second contract orders table',
  ...inLongestLanguage(SecondOrdersTable, SecondOrdersTableMain),
}

export const SpotOrderFormStory: Story = {
  name: 'Spot order form',
  ...inLongestLanguage(SpotOrderForm, SpotOrderFormMain),
}

export const TickerStory: Story = {
  name: 'Ticker',
  ...inLongestLanguage(Ticker, TickerMain),
}

export const TradeTapeStory: Story = {
  name: 'Trade tape',
  ...inLongestLanguage(TradeTape, TradeTapeMain),
}

export const WithdrawalFormStory: Story = {
  name: 'Withdrawal form',
  ...inLongestLanguage(WithdrawalForm, WithdrawalFormMain),
}

export const WithdrawalRecordsStory: Story = {
  name: 'Withdrawal records',
  ...inLongestLanguage(WithdrawalRecords, WithdrawalRecordsMain),
}
