import { useId, type ReactNode } from 'react'
import { Panel, PanelBody, PanelHead, PanelTitle } from './Page.styles'

/** What names a widget by the panel's heading in place of its own label. */
export type WidgetNaming = { 'aria-labelledby': string; 'aria-label': undefined }

export type WidgetPanelProps = {
  /** The panel's visible heading; it names the widget's region too. */
  title: ReactNode
  /** Renders the widget, spreading `naming` on it. */
  children: (naming: WidgetNaming) => ReactNode
}

/**
 * A titled panel around a widget that is a region of its own. The panel is no landmark: the
 * widget's region takes the heading as its name, so a reader meets one region, not a region
 * named twice inside another.
 */
export function WidgetPanel({ title, children }: WidgetPanelProps) {
  const headingId = useId()
  return (
    <Panel>
      <PanelHead>
        <PanelTitle id={headingId}>{title}</PanelTitle>
      </PanelHead>
      <PanelBody>{children({ 'aria-labelledby': headingId, 'aria-label': undefined })}</PanelBody>
    </Panel>
  )
}

WidgetPanel.displayName = 'WidgetPanel'
