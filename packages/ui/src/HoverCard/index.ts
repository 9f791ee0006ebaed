export { HoverCard } from './HoverCard'
export type { HoverCardProps, Placement } from './HoverCard'
