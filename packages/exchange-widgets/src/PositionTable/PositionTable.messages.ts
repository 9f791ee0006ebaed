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
  },
}
