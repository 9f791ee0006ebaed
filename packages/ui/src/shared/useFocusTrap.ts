import { useEffect } from 'react'
import type { RefObject } from 'react'
import { focusableWithin } from './focusable'

/**
 * While `active`: moves focus into `ref`, keeps Tab/Shift+Tab inside it, calls `onEscape` on
 * Escape, and gives focus back to the previously focused element afterwards.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape?: () => void,
): void {
  useEffect(() => {
    const root = ref.current
    if (!active || !root) return undefined
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const autofocus = root.querySelector<HTMLElement>('[data-autofocus]')
    const first = autofocus ?? focusableWithin(root)[0] ?? root
    first.focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && onEscape) {
        event.stopPropagation()
        onEscape()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusableWithin(root)
      if (items.length === 0) {
        event.preventDefault()
        root.focus()
        return
      }
      const head = items[0]
      const tail = items[items.length - 1]
      const current = document.activeElement
      if (event.shiftKey && (current === head || current === root)) {
        event.preventDefault()
        tail?.focus()
      } else if (!event.shiftKey && current === tail) {
        event.preventDefault()
        head?.focus()
      } else if (current instanceof Node && !root.contains(current)) {
        event.preventDefault()
        head?.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown, true)
    return () => {
      document.removeEventListener('keydown', onKeyDown, true)
      if (previous && document.contains(previous)) previous.focus()
    }
  }, [active, onEscape, ref])
}
