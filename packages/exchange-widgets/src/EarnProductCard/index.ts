export { defaultEarnProductCardLabels, EarnProductCard, isOfferAvailable } from './EarnProductCard'
export type { EarnOffer, EarnProductCardLabels, EarnProductCardProps } from './EarnProductCard'
