export { FrozenBanner } from './FrozenBanner'
export type { FrozenBannerProps } from './FrozenBanner'
