import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { Icon } from '../Icon'
import { Portal } from '../Portal'
import type { StatusTone } from '../shared/tone'
import { statusIcon } from '../shared/tone'
import { Item, Region } from './Toast.styles'

/** Default time a toast stays on screen. */
export const TOAST_DURATION_MS = 2000

export type ToastOptions = {
  /** Text of the toast. */
  message: ReactNode
  /**
   * Status colour and icon.
   * @default 'neutral'
   */
  tone?: StatusTone
  /**
   * Milliseconds before it disappears.
   * @default 2000
   */
  duration?: number
}

export type ToastApi = {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => number
  /** Removes a toast early. */
  dismiss: (id: number) => void
}

type ToastEntry = Required<Omit<ToastOptions, 'message'>> & { id: number; message: ReactNode }

const ToastContext = createContext<ToastApi | null>(null)

export type ToastProviderProps = {
  /** The app. */
  children?: ReactNode
  /**
   * Default life of a toast in milliseconds.
   * @default 2000
   */
  duration?: number
  /**
   * Most toasts shown at once; older ones are dropped.
   * @default 3
   */
  max?: number
}

function ToastView({ entry, onDone }: { entry: ToastEntry; onDone: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDone(entry.id), entry.duration)
    return () => window.clearTimeout(timer)
  }, [entry.id, entry.duration, onDone])
  return (
    <Item $tone={entry.tone} role={entry.tone === 'negative' ? 'alert' : undefined}>
      <Icon name={statusIcon[entry.tone]} />
      <span>{entry.message}</span>
    </Item>
  )
}

/** Holds the toast queue and renders it at the top centre of the page. */
export function ToastProvider({
  children,
  duration = TOAST_DURATION_MS,
  max = 3,
}: ToastProviderProps) {
  const [entries, setEntries] = useState<ToastEntry[]>([])
  const nextId = useRef(1)
  const dismiss = useCallback((id: number) => {
    setEntries((list) => list.filter((entry) => entry.id !== id))
  }, [])
  const show = useCallback(
    ({ message, tone = 'neutral', duration: life = duration }: ToastOptions) => {
      const id = nextId.current++
      setEntries((list) => [...list, { id, message, tone, duration: life }].slice(-max))
      return id
    },
    [duration, max],
  )
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss])
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Portal>
        {/* Always mounted so screen readers already watch the live region when a toast arrives. */}
        <Region data-bourse-overlay="" aria-live="polite">
          {entries.map((entry) => (
            <ToastView key={entry.id} entry={entry} onDone={dismiss} />
          ))}
        </Region>
      </Portal>
    </ToastContext.Provider>
  )
}

ToastProvider.displayName = 'ToastProvider'

/** The toast API of the nearest ToastProvider; throws when there is none. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast must be used inside <ToastProvider>')
  return api
}

/** The toast API, or null outside a ToastProvider (for components where toasts are optional). */
export function useOptionalToast(): ToastApi | null {
  return useContext(ToastContext)
}
