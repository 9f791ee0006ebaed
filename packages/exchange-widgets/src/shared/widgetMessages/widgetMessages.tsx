import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { WidgetMessages } from '../../locales/messages'
import type { LabelsInput } from '../labels'

/** Texts by key; an embedder may pass a whole language or only some keys. */
export type WidgetMessagesInput = Partial<Record<keyof WidgetMessages, string>>

const WidgetMessagesContext = createContext<WidgetMessagesInput | undefined>(undefined)

export type WidgetMessagesProviderProps = {
  /**
   * The widgets' texts in one language: `import ja from '@bourse/exchange-widgets/locales/ja'`.
   * @default undefined (the widgets' English defaults)
   */
  messages: WidgetMessagesInput | undefined
  children: ReactNode
}

/**
 * Gives the widgets below it their texts. `WidgetsProvider` renders one; presentational widgets
 * used without a client can be wrapped in this one alone.
 */
export function WidgetMessagesProvider({ messages, children }: WidgetMessagesProviderProps) {
  return (
    <WidgetMessagesContext.Provider value={messages}>{children}</WidgetMessagesContext.Provider>
  )
}
WidgetMessagesProvider.displayName = 'WidgetMessagesProvider'

/** The texts given to the nearest provider, if any. */
export function useWidgetMessages(): WidgetMessagesInput | undefined {
  return useContext(WidgetMessagesContext)
}

/**
 * Where a widget's labels are in the messages. A label `x` is read from `<prefix>.x`, then from a
 * key shared by several widgets (`price`, `retry`); a group of labels (`errors`) from
 * `<prefix>.<group>.<label>`. `keys` names the exceptions: a label's key (`errors/amount.low` for a
 * label in a group), a group's prefix, or `null` for a label no message holds (the site gives it
 * from its own texts), which then keeps its English default.
 */
export type LabelKeys = {
  prefix: string
  keys?: Readonly<Record<string, string | null>>
}

/** The pager's texts, which every records table reads from the orders table's. */
export const pagerLabelKeys = {
  pagination: 'ordersTable.pagination',
  pageSize: 'ordersTable.pageSize',
  pageSizeOption: 'ordersTable.pageSizeOption',
  previousPage: 'ordersTable.previousPage',
  nextPage: 'ordersTable.nextPage',
  pageStatus: 'ordersTable.pageStatus',
} as const

/** The pager and the panel's states (error, loading, signed out) of the user's records tables. */
export const recordsPanelLabelKeys = {
  ...pagerLabelKeys,
  error: 'secondOrdersTable.error',
  loading: 'secondOrdersTable.loading',
  visitor: 'secondOrdersTable.visitor',
  login: 'ordersTable.login',
} as const

type LabelTree = { readonly [label: string]: string | LabelTree }

function pick(
  defaults: LabelTree,
  messages: WidgetMessagesInput,
  prefix: string,
  keys: Readonly<Record<string, string | null>>,
  group: string | undefined,
): Record<string, unknown> {
  const lookup = messages as Readonly<Record<string, string | undefined>>
  const found: Record<string, unknown> = {}
  for (const [label, fallback] of Object.entries(defaults)) {
    const path = group === undefined ? label : `${group}/${label}`
    const named = keys[path]
    if (named === null) continue
    const key = named ?? `${prefix}.${label}`
    if (typeof fallback === 'string') {
      const shared = group === undefined && named === undefined ? lookup[label] : undefined
      const text = lookup[key] ?? shared
      if (text !== undefined) found[label] = text
    } else if (group === undefined) {
      found[label] = pick(fallback, messages, key, keys, label)
    }
  }
  return found
}

/**
 * The labels the messages hold for one widget, only those (the widget's defaults fill the rest).
 * Pure, so that a test can check the English messages against the English defaults.
 */
export function labelsFromMessages<T extends object>(
  defaults: T,
  messages: WidgetMessagesInput,
  { prefix, keys = {} }: LabelKeys,
): Partial<T> {
  return pick(defaults as unknown as LabelTree, messages, prefix, keys, undefined) as Partial<T>
}

/**
 * A widget's `labels` prop laid over the texts of the nearest {@link WidgetMessagesProvider}: an
 * explicit label wins, key by key (and within a group such as `errors`). Returns the input as it
 * is when no messages are given, so a widget's own merge with its English defaults is unchanged.
 */
export function useMessageLabels<T extends object, I extends object>(
  defaults: T,
  where: LabelKeys,
  input: I | undefined,
): I | undefined {
  const messages = useWidgetMessages()
  return useMemo(() => {
    if (!messages) return input
    const found = labelsFromMessages(defaults, messages, where) as Record<string, unknown>
    const merged: Record<string, unknown> = { ...found }
    for (const [label, value] of Object.entries(input ?? {})) {
      const inMessages = found[label]
      merged[label] =
        value && typeof value === 'object' && inMessages && typeof inMessages === 'object'
          ? { ...inMessages, ...value }
          : value
    }
    return merged as I
    // `where` is a module constant of each widget.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [messages, input, defaults])
}

/**
 * A widget's labels in full: its `labels` prop over the nearest provider's messages over its
 * English defaults, label by label and, within a group (`errors`, `chains`), key by key. The one
 * merge every widget uses; `where` is a module constant of the widget.
 */
export function useWidgetLabels<L extends object>(
  defaults: L,
  where: LabelKeys,
  input: LabelsInput<L> | undefined,
): L {
  const given = useMessageLabels(defaults, where, input)
  return useMemo(() => overDefaults(defaults, given), [defaults, given])
}

/** `input` laid over `defaults`, groups merged key by key. */
export function overDefaults<L extends object>(defaults: L, input: LabelsInput<L> | undefined): L {
  if (!input) return defaults
  const merged: Record<string, unknown> = { ...(defaults as Record<string, unknown>) }
  for (const [label, value] of Object.entries(input)) {
    if (value === undefined) continue
    const fallback = merged[label]
    merged[label] =
      typeof value === 'object' && value !== null && typeof fallback === 'object'
        ? { ...fallback, ...value }
        : value
  }
  return merged as L
}
