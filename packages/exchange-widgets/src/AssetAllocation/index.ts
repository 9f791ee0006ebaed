export { AssetAllocation, defaultAssetAllocationLabels } from './AssetAllocation'
export type { AllocationView, AssetAllocationLabels, AssetAllocationProps } from './AssetAllocation'
