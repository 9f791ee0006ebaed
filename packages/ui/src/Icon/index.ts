export { Icon } from './Icon'
export type { IconProps } from './Icon'
export { iconNames } from './icons'
export type { IconName } from './icons'
