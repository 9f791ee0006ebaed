import { useId, useRef } from 'react'
import type { HTMLAttributes, KeyboardEvent, ReactNode } from 'react'
import { useControllableState } from '../shared/useControllableState'
import { List, Panel, Tab } from './Tabs.styles'
import type { TabsSize, TabsVariant } from './Tabs.styles'

export type TabItem = {
  /** Identifier reported by `onChange`. */
  value: string
  /** Tab text. */
  label: ReactNode
  /** Not selectable. */
  disabled?: boolean
  /** Panel content; when no item has content, Tabs renders only the tab list. */
  content?: ReactNode
}

export type TabsProps = Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> & {
  /** The tabs. */
  items: readonly TabItem[]
  /**
   * Selected tab (controlled).
   * @default undefined
   */
  value?: string
  /**
   * Initially selected tab (uncontrolled); the first enabled tab when absent.
   * @default undefined
   */
  defaultValue?: string
  /**
   * Called when the user selects a tab.
   * @default undefined
   */
  onChange?: (details: { value: string }) => void
  /**
   * Underline (page sections) or pill (compact switches).
   * @default 'line'
   */
  variant?: TabsVariant
  /**
   * Tab height.
   * @default 'md'
   */
  size?: TabsSize
  /**
   * Accessible name of the tab list.
   * @default undefined
   */
  label?: string
}

/** WAI-ARIA tabs: arrow keys move and select, Home/End jump, disabled tabs are skipped. */
export function Tabs({
  items,
  value,
  defaultValue,
  onChange,
  variant = 'line',
  size = 'md',
  label,
  ...rest
}: TabsProps) {
  const baseId = useId()
  const firstEnabled = items.find((item) => !item.disabled)?.value ?? ''
  const [selected, setSelected] = useControllableState(
    value,
    defaultValue ?? firstEnabled,
    (next) => onChange?.({ value: next }),
  )
  const tabRefs = useRef(new Map<string, HTMLButtonElement>())
  const hasPanels = items.some((item) => item.content !== undefined)
  const enabled = items.filter((item) => !item.disabled)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((item) => item.value === selected)
    let next: TabItem | undefined
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length]
    else if (event.key === 'ArrowLeft')
      next = enabled[(index - 1 + enabled.length) % enabled.length]
    else if (event.key === 'Home') next = enabled[0]
    else if (event.key === 'End') next = enabled[enabled.length - 1]
    if (!next) return
    event.preventDefault()
    if (next.value !== selected) setSelected(next.value)
    tabRefs.current.get(next.value)?.focus()
  }

  const current = items.find((item) => item.value === selected)
  return (
    <div {...rest}>
      <List role="tablist" aria-label={label} $variant={variant} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.value === selected
          return (
            <Tab
              key={item.value}
              ref={(el) => {
                if (el) tabRefs.current.set(item.value, el)
                else tabRefs.current.delete(item.value)
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.value}`}
              aria-selected={isSelected}
              aria-controls={hasPanels ? `${baseId}-panel-${item.value}` : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              $variant={variant}
              $size={size}
              onClick={() => {
                if (!isSelected) setSelected(item.value)
              }}
            >
              {item.label}
            </Tab>
          )
        })}
      </List>
      {hasPanels && current ? (
        <Panel
          role="tabpanel"
          id={`${baseId}-panel-${current.value}`}
          aria-labelledby={`${baseId}-tab-${current.value}`}
          tabIndex={0}
        >
          {current.content}
        </Panel>
      ) : null}
    </div>
  )
}

Tabs.displayName = 'Tabs'
