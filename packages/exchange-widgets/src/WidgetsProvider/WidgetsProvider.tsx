import type { ExchangeClient, StreamClient } from '@bourse/api-client'
import { createStore, Provider as JotaiProvider } from 'jotai'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { createServerClock, type ServerClock } from '../serverClock/serverClock'
import { syncServerClock } from '../serverClock/syncServerClock'
import { ServerClockContext } from '../serverClock/useServerNow'
import { WidgetMessagesProvider, type WidgetMessagesInput } from '../shared/widgetMessages'

/** What every connected widget needs from the page that embeds it. */
export type WidgetsContextValue = {
  /** The typed exchange client the connected widgets call. */
  client: ExchangeClient
  /** The live market/user stream the connected widgets subscribe to. */
  stream: StreamClient
  /** BCP-47 locale for numbers and dates (`en`, `ja`, `zh-CN`, ...). */
  locale: string
  /**
   * The text of a server error code in the page's language (`order.not.cancellable`,
   * `network.timeout`, ...), e.g. the site's translated `errors.<code>`. Every connected widget
   * words its errors through it.
   * @default undefined (the server's own English message)
   */
  errorText?: ((code: string) => string) | undefined
}

const WidgetsContext = createContext<WidgetsContextValue | null>(null)

export type WidgetsProviderProps = WidgetsContextValue & {
  /**
   * The jotai store the widgets keep their state in. Each provider gets its own by default, so an
   * embedding page's atoms never leak into the widgets or out of them.
   * @default a new store per provider
   */
  store?: ReturnType<typeof createStore>
  /**
   * The widgets' texts: one language imported from `@bourse/exchange-widgets/locales/<tag>`, or
   * some keys only. A widget's `labels` prop still wins, label by label.
   * @default undefined (English)
   */
  messages?: WidgetMessagesInput
  /**
   * The server's clock every countdown and expiry reads (docs/adr/0028). An embedder that shares
   * one clock between providers makes it with `createServerClock` and teaches it with
   * `syncServerClock`.
   * @default a clock of this provider's own, taught by `client` and `stream` once a widget reads it
   */
  serverClock?: ServerClock
  children: ReactNode
}

/**
 * Gives the widgets below it their client, locale, texts, error wording and an isolated state
 * store.
 */
export function WidgetsProvider({
  client,
  stream,
  locale,
  errorText,
  store,
  messages,
  serverClock,
  children,
}: WidgetsProviderProps) {
  const [ownStore] = useState(() => store ?? createStore())
  const value = useMemo(
    () => ({ client, stream, locale, errorText }),
    [client, stream, locale, errorText],
  )
  const clockValue = useOwnServerClock(serverClock, client, stream)
  return (
    <WidgetsContext.Provider value={value}>
      <ServerClockContext.Provider value={clockValue}>
        <WidgetMessagesProvider messages={messages}>
          <JotaiProvider store={ownStore}>{children}</JotaiProvider>
        </WidgetMessagesProvider>
      </ServerClockContext.Provider>
    </WidgetsContext.Provider>
  )
}
WidgetsProvider.displayName = 'WidgetsProvider'

/**
 * The provider's server clock: the embedder's, or its own, taught by the client and the stream
 * from the first time a widget reads it (pages without a countdown make no time calls).
 */
function useOwnServerClock(
  given: ServerClock | undefined,
  client: ExchangeClient,
  stream: StreamClient,
) {
  const [own] = useState(() => createServerClock())
  const [demanded, setDemanded] = useState(false)
  const demandedRef = useRef(false)
  const demand = useCallback(() => {
    if (demandedRef.current) return
    demandedRef.current = true
    setDemanded(true)
  }, [])
  useEffect(() => {
    if (given || !demanded) return undefined
    return syncServerClock(own, { client, stream })
  }, [given, demanded, own, client, stream])
  return useMemo(() => ({ clock: given ?? own, demand }), [given, own, demand])
}

/** The embedding page's client, stream, locale and error wording; throws outside a {@link WidgetsProvider}. */
export function useWidgets(): WidgetsContextValue {
  const value = useContext(WidgetsContext)
  if (!value) throw new Error('Bourse widgets must be rendered inside <WidgetsProvider>.')
  return value
}
