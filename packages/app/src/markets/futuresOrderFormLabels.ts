import type {
  FuturesOrderFormLabels,
  FuturesOrderFormLabelsInput,
  PositionTableLabels,
} from '@bourse/exchange-widgets'
import { useLabels, type Translate } from './widgetLabels'

/*
 * The futures order form's labels: the one contract widget the futures desk shows first. The
 * record panels' labels (contractLabels.ts) load with those lazy panels. Typed with the widget's
 * complete labels type, so a label added to the widget fails the typecheck until translated.
 */

/**
 * TP/SL messages of the shared validator, shared by the order form and the TP/SL dialog: the
 * widgets' texts, the site's `errors.tpsl.*` wording (those keys stay for the server's refusals)
 * but for the tick, which the widgets name.
 */
export function tpslMessages(t: Translate): PositionTableLabels['tpslErrors'] {
  return {
    'tpsl.price.invalid': t('widget.futuresOrderForm.errors.tpsl.price.invalid'),
    'tpsl.zero': t('widget.futuresOrderForm.errors.tpsl.zero'),
    'tpsl.tick': t('widget.futuresOrderForm.errors.futures.price.tick'),
    'tpsl.take.profit.side': t('widget.futuresOrderForm.errors.tpsl.take.profit.side'),
    'tpsl.stop.loss.side': t('widget.futuresOrderForm.errors.tpsl.stop.loss.side'),
    'tpsl.stop.loss.liquidation': t('widget.futuresOrderForm.errors.tpsl.stop.loss.liquidation'),
    'tpsl.stop.loss.near.liquidation': t(
      'widget.futuresOrderForm.errors.tpsl.stop.loss.near.liquidation',
    ),
  }
}

/** The perpetual futures order form. */
export function useFuturesOrderFormLabels(): FuturesOrderFormLabelsInput {
  return useLabels((t): FuturesOrderFormLabels => ({
    title: t('widget.futuresOrderForm.title'),
    side: t('widget.futuresOrderForm.side'),
    long: t('widget.futuresOrderForm.long'),
    short: t('widget.futuresOrderForm.short'),
    type: t('widget.spotOrderForm.type'),
    limit: t('widget.spotOrderForm.limit'),
    market: t('widget.spotOrderForm.market'),
    price: t('widget.price'),
    marketPrice: t('widget.spotOrderForm.marketPrice'),
    lots: t('widget.futuresOrderForm.lots'),
    lotsHint: t('widget.futuresOrderForm.lotsHint'),
    leverage: t('widget.futuresOrderForm.leverage'),
    leverageOption: t('widget.futuresOrderForm.leverageOption'),
    tpsl: t('widget.futuresOrderForm.tpsl'),
    takeProfit: t('widget.futuresOrderForm.takeProfit'),
    stopLoss: t('widget.futuresOrderForm.stopLoss'),
    triggerReference: t('widget.futuresOrderForm.triggerReference'),
    referenceLast: t('widget.futuresOrderForm.referenceLast'),
    referenceMark: t('widget.futuresOrderForm.referenceMark'),
    referenceNow: t('widget.futuresOrderForm.referenceNow'),
    notional: t('widget.futuresOrderForm.notional'),
    margin: t('widget.futuresOrderForm.margin'),
    openFee: t('widget.futuresOrderForm.openFee'),
    totalCost: t('widget.futuresOrderForm.totalCost'),
    liquidationPrice: t('widget.futuresOrderForm.liquidationPrice'),
    noLiquidation: t('widget.futuresOrderForm.noLiquidation'),
    available: t('widget.spotOrderForm.available'),
    transfer: t('widget.futuresOrderForm.transfer'),
    transferLong: t('widget.futuresOrderForm.transferLong'),
    submitLong: t('widget.futuresOrderForm.submitLong'),
    submitShort: t('widget.futuresOrderForm.submitShort'),
    loginToTrade: t('widget.spotOrderForm.loginToTrade'),
    submitting: t('widget.spotOrderForm.submitting'),
    placed: t('widget.spotOrderForm.placed'),
    submitFailed: t('widget.spotOrderForm.submitFailed'),
    errors: {
      ...tpslMessages(t),
      'order.price.invalid': t('widget.futuresOrderForm.errors.order.price.invalid'),
      'futures.price.tick': t('widget.futuresOrderForm.errors.futures.price.tick'),
      'futures.limit.price.side': t('widget.futuresOrderForm.errors.futures.limit.price.side'),
      'futures.lots.invalid': t('widget.futuresOrderForm.errors.futures.lots.invalid'),
      'balance.insufficient': t('widget.futuresOrderForm.errors.balance.insufficient'),
    },
  }))
}
