export { Portal, PortalContainerContext } from './Portal'
export type { PortalProps } from './Portal'
