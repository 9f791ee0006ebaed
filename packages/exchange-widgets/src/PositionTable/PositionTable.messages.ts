import type { LabelKeys } from '../shared/widgetMessages'

/** Where the PositionTable's labels are in the widgets' messages (the exceptions to `positionTable.<label>`). */
export const positionTableLabelKeys: LabelKeys = {
  prefix: 'positionTable',
  keys: {
    long: 'futuresOrderForm.long',
    short: 'futuresOrderForm.short',
    leverage: 'futuresOrderForm.leverageOption',
    lots: 'futuresOrderForm.lots',
    margin: 'futuresOrderForm.margin',
    liquidationPrice: 'futuresOrderForm.liquidationPrice',
    noLiquidation: 'futuresOrderForm.noLiquidation',
    tpsl: 'futuresOrderForm.tpsl',
    referenceLast: 'futuresOrderForm.referenceLast',
    referenceMark: 'futuresOrderForm.referenceMark',
    time: 'ordersTable.time',
    action: 'ordersTable.action',
    editTpSl: 'futuresOrderForm.tpsl',
    login: 'ordersTable.login',
    takeProfit: 'futuresOrderForm.takeProfit',
    stopLoss: 'futuresOrderForm.stopLoss',
    triggerReference: 'futuresOrderForm.triggerReference',
    cancel: 'spotOrderForm.cancel',
    // The same word as the site's common.close in every language.
    closeDialog: 'spotOrderForm.close',
    // The futures order form's TP/SL messages (the same validator).
    'tpslErrors/tpsl.price.invalid': 'futuresOrderForm.errors.tpsl.price.invalid',
    'tpslErrors/tpsl.zero': 'futuresOrderForm.errors.tpsl.zero',
    'tpslErrors/tpsl.tick': 'futuresOrderForm.errors.futures.price.tick',
    'tpslErrors/tpsl.take.profit.side': 'futuresOrderForm.errors.tpsl.take.profit.side',
    'tpslErrors/tpsl.stop.loss.side': 'futuresOrderForm.errors.tpsl.stop.loss.side',
    'tpslErrors/tpsl.stop.loss.liquidation': 'futuresOrderForm.errors.tpsl.stop.loss.liquidation',
    'tpslErrors/tpsl.stop.loss.near.liquidation':
      'futuresOrderForm.errors.tpsl.stop.loss.near.liquidation',
  },
}
