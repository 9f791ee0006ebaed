import type { WidgetMessagesInput } from '@bourse/exchange-widgets'
import type { i18n as I18n } from 'i18next'
import { startTransition, useEffect, useMemo, useState } from 'react'
import { NAMESPACE } from './i18n'

const PREFIX = 'widget.'

/** The widgets' texts of the instance's language: its `widget.*` resources, without the prefix. */
export function widgetMessagesOf(instance: I18n): WidgetMessagesInput {
  const resources: Record<string, unknown> =
    instance.getResourceBundle(instance.language, NAMESPACE) ?? {}
  const messages: Record<string, string> = {}
  for (const [key, text] of Object.entries(resources)) {
    if (key.startsWith(PREFIX) && typeof text === 'string')
      messages[key.slice(PREFIX.length)] = text
  }
  return messages
}

function sameTexts(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}

/** A snapshot store of {@link widgetMessagesOf}, renewed only when the texts change. */
function widgetMessagesStore(instance: I18n) {
  let current: WidgetMessagesInput | undefined
  const get = () => (current ??= widgetMessagesOf(instance))
  /** Reads the texts again; true when they changed. */
  const refresh = () => {
    const next = widgetMessagesOf(instance)
    if (current && sameTexts(current, next)) return false
    current = next
    return true
  }
  const subscribe = (notify: () => void) => {
    const update = () => {
      if (refresh()) notify()
    }
    // The store's `added`: a lazily loaded bundle (`desk`, `account`) brought more of the
    // widgets' texts (i18next does not repeat the store's events on the instance).
    instance.store.on('added', update)
    instance.on('languageChanged', update)
    return () => {
      instance.store.off('added', update)
      instance.off('languageChanged', update)
    }
  }
  return { get, refresh, subscribe }
}

/**
 * The widgets' texts in the active language, for `WidgetsProvider messages`: the widgets read
 * their labels from them (ADR 0021), so the site writes no label mapping of its own. The object
 * changes only when the language changes or a bundle adds texts, so widgets do not re-render.
 */
export function useWidgetMessages(instance: I18n): WidgetMessagesInput {
  const store = useMemo(() => widgetMessagesStore(instance), [instance])
  const [messages, setMessages] = useState(store.get)
  useEffect(() => {
    // Texts that arrive re-render every widget on the page: as a transition, which React splits
    // into short tasks (a store read with useSyncExternalStore re-renders in one, blocking, task).
    const update = () => startTransition(() => setMessages(store.get()))
    const unsubscribe = store.subscribe(update)
    // Texts added between the first render and the subscription (a bundle the route asked for
    // early often arrives then).
    if (store.refresh()) update()
    return unsubscribe
  }, [store])
  return messages
}
