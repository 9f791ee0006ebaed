import { createContext, useContext } from 'react'
import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'

/**
 * Where overlays render. `BourseThemeProvider applyTo="wrapper"` points it at its wrapper so
 * overlays inherit the wrapper's theme variables; otherwise overlays go to `document.body`.
 */
export const PortalContainerContext = createContext<HTMLElement | null>(null)

export type PortalProps = {
  /** Content rendered outside the current DOM parent. */
  children: ReactNode
}

/** Renders children into the theme's portal container. */
export function Portal({ children }: PortalProps) {
  const container = useContext(PortalContainerContext)
  if (typeof document === 'undefined') return null
  return createPortal(children, container ?? document.body)
}

Portal.displayName = 'Portal'
