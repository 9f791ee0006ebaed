import { describe, expect, it } from 'vitest'
import { defaultPositionTableLabels } from '../PositionTable'
import { positionTableLabelKeys } from '../PositionTable/PositionTable.messages'
import { defaultFuturesOrdersTableLabels } from '../FuturesOrdersTable'
import { futuresOrdersTableLabelKeys } from '../FuturesOrdersTable/FuturesOrdersTable.messages'
import { defaultSecondContractTicketLabels } from '../SecondContractTicket'
import { secondContractTicketLabelKeys } from '../SecondContractTicket/SecondContractTicket.messages'
import { defaultSecondOrdersTableLabels } from '../SecondOrdersTable'
import { secondOrdersTableLabelKeys } from '../SecondOrdersTable/SecondOrdersTable.messages'
import { defaultAccountTransferLabels } from '../AccountTransfer'
import { accountTransferLabelKeys } from '../AccountTransfer/AccountTransfer.messages'
import { defaultFuturesOrderFormLabels } from '../FuturesOrderForm'
import { futuresOrderFormLabelKeys } from '../FuturesOrderForm/FuturesOrderForm.messages'
import { defaultOrdersTableLabels } from '../OrdersTable'
import { ordersTableLabelKeys } from '../OrdersTable/OrdersTable.messages'
import { defaultMarketListLabels } from '../MarketList'
import { marketListLabelKeys } from '../MarketList/MarketList.messages'
import { defaultDepthChartLabels } from '../DepthChart'
import { depthChartLabelKeys } from '../DepthChart/DepthChart.messages'
import { defaultCandleChartLabels } from '../CandleChart'
import { candleChartLabelKeys } from '../CandleChart/CandleChart.messages'
import { defaultRobotPanelLabels } from '../RobotPanel'
import { robotPanelLabelKeys } from '../RobotPanel/RobotPanel.messages'
import { defaultAddressManagerLabels } from '../AddressManager'
import { addressManagerLabelKeys } from '../AddressManager/AddressManager.messages'
import { defaultWithdrawalFormLabels } from '../WithdrawalForm'
import { withdrawalFormLabelKeys } from '../WithdrawalForm/WithdrawalForm.messages'
import { defaultWithdrawalRecordsLabels } from '../WithdrawalRecords'
import { withdrawalRecordsLabelKeys } from '../WithdrawalRecords/WithdrawalRecords.messages'
import { defaultDepositPanelLabels } from '../DepositPanel'
import { depositPanelLabelKeys } from '../DepositPanel/DepositPanel.messages'
import { defaultDepositRecordsLabels } from '../DepositRecords'
import { depositRecordsLabelKeys } from '../DepositRecords/DepositRecords.messages'
import { defaultAssetAllocationLabels } from '../AssetAllocation'
import { assetAllocationLabelKeys } from '../AssetAllocation/AssetAllocation.messages'
import { defaultOrderBookLabels } from '../OrderBook'
import { orderBookLabelKeys } from '../OrderBook/OrderBook.messages'
import { defaultTradeTapeLabels } from '../TradeTape'
import { tradeTapeLabelKeys } from '../TradeTape/TradeTape.messages'
import { defaultTickerLabels } from '../Ticker'
import { tickerLabelKeys } from '../Ticker/Ticker.messages'
import { defaultSpotOrderFormLabels } from '../SpotOrderForm'
import { spotOrderFormLabelKeys } from '../SpotOrderForm/SpotOrderForm.messages'
import { defaultKycUploaderLabels } from '../KycUploader'
import { kycUploaderLabelKeys } from '../KycUploader/KycUploader.messages'
import { defaultEarnProductCardLabels } from '../EarnProductCard'
import { earnProductCardLabelKeys } from '../EarnProductCard/EarnProductCard.messages'
import { defaultEarnPurchaseDialogLabels } from '../EarnPurchaseDialog'
import { earnPurchaseDialogLabelKeys } from '../EarnPurchaseDialog/EarnPurchaseDialog.messages'
import { defaultMiningOrdersTableLabels } from '../MiningOrdersTable'
import { miningOrdersTableLabelKeys } from '../MiningOrdersTable/MiningOrdersTable.messages'
import { defaultMiningEarningsTableLabels } from '../MiningEarningsTable'
import { miningEarningsTableLabelKeys } from '../MiningEarningsTable/MiningEarningsTable.messages'
import { defaultSavingsOrdersTableLabels } from '../SavingsOrdersTable'
import { savingsOrdersTableLabelKeys } from '../SavingsOrdersTable/SavingsOrdersTable.messages'
import { defaultEarnOrderDetailLabels } from '../EarnOrderDetail'
import { earnOrderDetailLabelKeys } from '../EarnOrderDetail/EarnOrderDetail.messages'
import { labelsFromMessages, type LabelKeys } from '../shared/widgetMessages'
import en from './en'
import es from './es'
import it_ from './it'
import ja from './ja'
import ko from './ko'
import pt from './pt'
import th from './th'
import zhCN from './zh-CN'
import zhTW from './zh-TW'
import type { WidgetMessages } from './messages'

/** Each widget's English defaults and where its labels are in the messages. */
const widgets: Record<string, [object, LabelKeys]> = {
  positionTable: [defaultPositionTableLabels, positionTableLabelKeys],
  futuresOrdersTable: [defaultFuturesOrdersTableLabels, futuresOrdersTableLabelKeys],
  secondContractTicket: [defaultSecondContractTicketLabels, secondContractTicketLabelKeys],
  secondOrdersTable: [defaultSecondOrdersTableLabels, secondOrdersTableLabelKeys],
  accountTransfer: [defaultAccountTransferLabels, accountTransferLabelKeys],
  futuresOrderForm: [defaultFuturesOrderFormLabels, futuresOrderFormLabelKeys],
  ordersTable: [defaultOrdersTableLabels, ordersTableLabelKeys],
  marketList: [defaultMarketListLabels, marketListLabelKeys],
  depthChart: [defaultDepthChartLabels, depthChartLabelKeys],
  candleChart: [defaultCandleChartLabels, candleChartLabelKeys],
  robotPanel: [defaultRobotPanelLabels, robotPanelLabelKeys],
  addressManager: [defaultAddressManagerLabels, addressManagerLabelKeys],
  withdrawalForm: [defaultWithdrawalFormLabels, withdrawalFormLabelKeys],
  withdrawalRecords: [defaultWithdrawalRecordsLabels, withdrawalRecordsLabelKeys],
  depositPanel: [defaultDepositPanelLabels, depositPanelLabelKeys],
  depositRecords: [defaultDepositRecordsLabels, depositRecordsLabelKeys],
  assetAllocation: [defaultAssetAllocationLabels, assetAllocationLabelKeys],
  orderBook: [defaultOrderBookLabels, orderBookLabelKeys],
  tradeTape: [defaultTradeTapeLabels, tradeTapeLabelKeys],
  ticker: [defaultTickerLabels, tickerLabelKeys],
  spotOrderForm: [defaultSpotOrderFormLabels, spotOrderFormLabelKeys],
  kycUploader: [defaultKycUploaderLabels, kycUploaderLabelKeys],
  earnOrderDetail: [defaultEarnOrderDetailLabels, earnOrderDetailLabelKeys],
  savingsOrdersTable: [defaultSavingsOrdersTableLabels, savingsOrdersTableLabelKeys],
  miningEarningsTable: [defaultMiningEarningsTableLabels, miningEarningsTableLabelKeys],
  miningOrdersTable: [defaultMiningOrdersTableLabels, miningOrdersTableLabelKeys],
  earnPurchaseDialog: [defaultEarnPurchaseDialogLabels, earnPurchaseDialogLabelKeys],
  earnProductCard: [defaultEarnProductCardLabels, earnProductCardLabelKeys],
}

const others: Record<string, WidgetMessages> = {
  es,
  it: it_,
  ja,
  ko,
  pt,
  th,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
}

/** Every label (path `group/label`) of a label tree, with its text. */
function flatten(tree: object, group?: string): [string, unknown][] {
  return Object.entries(tree).flatMap(([label, value]): [string, unknown][] => {
    const path = group === undefined ? label : `${group}/${label}`
    return value && typeof value === 'object' ? flatten(value as object, path) : [[path, value]]
  })
}

/**
 * Buttons whose visible text is short and whose accessible name says more: the name must contain
 * the visible text (WCAG 2.5.3, label in name), or a speech-input user who says what they see
 * cannot press it. [visible text key, accessible name key]
 */
const labelInName: [keyof WidgetMessages, keyof WidgetMessages][] = [
  ['accountTransfer.all', 'accountTransfer.allLabel'],
  ['accountTransfer.all', 'withdrawalForm.allLabel'],
]

describe('label in name', () => {
  it.each(Object.entries({ en, ...others }))(
    '%s: each name contains its visible text',
    (_, messages) => {
      const missing = labelInName.filter(
        ([visible, name]) =>
          !String(messages[name])
            .toLocaleLowerCase()
            .includes(String(messages[visible]).toLocaleLowerCase()),
      )
      expect(missing).toEqual([])
    },
  )
})

describe('widget locales', () => {
  it.each(Object.keys(others))('%s has exactly the English keys', (tag) => {
    const keys = Object.keys(others[tag] ?? {})
    expect({
      missing: Object.keys(en).filter((k) => !keys.includes(k)),
      extra: keys.filter((k) => !(k in en)),
    }).toEqual({ missing: [], extra: [] })
  })

  it.each(Object.entries(widgets))(
    'the English messages give the %s its English defaults',
    (_, [defaults, keys]) => {
      const found = labelsFromMessages(defaults, en, keys)
      const expected = new Map(flatten(defaults))
      const differing = flatten(found).filter(([path, text]) => expected.get(path) !== text)
      expect(differing).toEqual([])
    },
  )

  // Every language has exactly the English keys (above), so a label the English messages give is
  // given in all nine languages. Only names and signs the same in every language have no message.
  const universal: Record<string, RegExp> = {
    addressManager: /^chains\//,
    spotOrderForm: /^approx$/,
  }
  it.each(Object.entries(widgets))(
    'the messages give every label of the %s (none is English-only)',
    (name, [defaults, keys]) => {
      const found = new Set(flatten(labelsFromMessages(defaults, en, keys)).map(([path]) => path))
      const missing = flatten(defaults).filter(
        ([path]) => !found.has(path) && !universal[name]?.test(path),
      )
      expect(missing).toEqual([])
    },
  )

  it('has no English text that no widget reads', () => {
    const read = new Set<unknown>()
    for (const [defaults, keys] of Object.values(widgets)) {
      const found = labelsFromMessages(defaults, en, keys)
      for (const [, text] of flatten(found)) read.add(text)
    }
    // Texts a page gives a connected widget as its `error` prop rather than as a label.
    const props = new Set(['orderBook.error', 'marketList.error'])
    expect(Object.entries(en).filter(([key, text]) => !read.has(text) && !props.has(key))).toEqual(
      [],
    )
  })
})
