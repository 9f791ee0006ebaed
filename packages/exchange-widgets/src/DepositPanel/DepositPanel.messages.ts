import type { LabelKeys } from '../shared/widgetMessages'

/** Where the DepositPanel's labels are in the widgets' messages (the exceptions to `depositPanel.<label>`). */
export const depositPanelLabelKeys: LabelKeys = {
  prefix: 'depositPanel',
  keys: {
    coin: 'wallet.coin',
    network: 'addressManager.chain',
  },
}
