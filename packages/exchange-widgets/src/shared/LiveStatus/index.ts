export {
  Badge,
  defaultLiveStateLabels,
  LiveBadges,
  SkeletonBar,
  WidgetError,
  type LiveBadgesProps,
  type LiveStateLabels,
} from './LiveStatus'
export type { LiveWidgetProps } from './liveWidgetProps'
