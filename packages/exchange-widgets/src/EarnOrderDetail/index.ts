export { defaultEarnOrderDetailLabels, EarnOrderDetail } from './EarnOrderDetail'
export type { EarnOrderDetailLabels, EarnOrderDetailProps, EarnOrderRef } from './EarnOrderDetail'
export { EarnOrderDetailConnected } from './EarnOrderDetail.connected'
export type { EarnOrderDetailConnectedProps } from './EarnOrderDetail.connected'
