import {
  createExchangeClient,
  createStreamClient,
  memoryTokenStore,
  type KycPhoto,
  type MarketInfo,
} from '@bourse/api-client'
import {
  AddressManagerConnected,
  CandleChartConnected,
  DepthChartConnected,
  KycUploaderConnected,
  MarketListConnected,
  OrderBookConnected,
  OrdersTableConnected,
  PositionTableConnected,
  SpotOrderFormConnected,
  WidgetsProvider,
} from '@bourse/exchange-widgets'
import { BourseThemeProvider } from '@bourse/ui'
import { useEffect, useMemo, useState, type ReactNode } from 'react'

/** The market the host shows. */
const SYMBOL = 'BTCUSDT'
/** The reference server's demo account (demo mode only). */
const DEMO = { username: 'demo@bourse.local', password: 'Demo1234' }

/**
 * The exchange's API base: `?api=` (absolute, or a path on this host), else `/api` on this host.
 * The WebSocket lives under it at `/ws`, with `ws:`/`wss:` following `http:`/`https:`.
 */
function endpoints(location: Location): { api: string; stream: string } {
  const api = new URLSearchParams(location.search).get('api') ?? '/api'
  const url = new URL(api, location.href)
  const stream = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}${url.pathname.replace(/\/$/, '')}/ws`
  return { api, stream }
}

/**
 * A titled region, so a reader (and a test) finds each widget by its name. Widgets that fill their
 * container (the order book, the candles) take the `height` given here.
 */
function Section({
  label,
  height,
  children,
}: {
  label: string
  height?: number
  children: ReactNode
}) {
  return (
    <section aria-label={label} style={{ marginBlock: 16 }}>
      <h2>{label}</h2>
      <div style={height ? { height } : undefined}>{children}</div>
    </section>
  )
}

export function App() {
  // One client and one stream for the page's life. The session token stays in memory: the
  // widgets never touch the host's own localStorage.
  const [{ client, stream }] = useState(() => {
    const { api, stream: url } = endpoints(window.location)
    const client = createExchangeClient({ baseUrl: api, tokenStore: memoryTokenStore() })
    return { client, stream: createStreamClient({ url, getToken: () => client.tokenStore.get() }) }
  })
  const [market, setMarket] = useState<MarketInfo | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [loggedIn, setSignedIn] = useState(false)
  const [signInError, setSignInError] = useState<string | null>(null)
  const [idPhoto, setIdPhoto] = useState<KycPhoto | null>(null)

  useEffect(() => {
    let live = true
    client.get('/app/market/list').then(
      (markets) => {
        if (!live) return
        const found = markets.find((m) => m.symbol === SYMBOL)
        if (found) setMarket(found)
        else setLoadError(`The exchange has no ${SYMBOL} market.`)
      },
      (error: unknown) => live && setLoadError(String(error)),
    )
    return () => {
      live = false
    }
  }, [client])

  useEffect(() => () => stream.close(), [stream])

  const markets = useMemo(() => (market ? [market] : []), [market])

  async function signIn() {
    setSignInError(null)
    try {
      // A successful `/oauth/token` puts the ticket into the client's token store by itself.
      await client.post('/oauth/token', { body: DEMO, silent: true })
      stream.authenticate()
      setSignedIn(true)
    } catch (error) {
      setSignInError(error instanceof Error ? error.message : String(error))
    }
  }

  return (
    <>
      <p>
        <button type="button" onClick={() => void signIn()} disabled={loggedIn}>
          {loggedIn ? 'Signed in as the demo account' : 'Sign in with the demo account'}
        </button>
        {signInError ? <span role="alert"> {signInError}</span> : null}
      </p>
      {loadError ? <p role="alert">{loadError}</p> : null}
      {market ? (
        <BourseThemeProvider mode="light" applyTo="wrapper">
          <WidgetsProvider client={client} stream={stream} locale="en">
            <Section label="Order book" height={480}>
              <OrderBookConnected symbol={SYMBOL} market={market} />
            </Section>
            <Section label="Depth chart">
              <DepthChartConnected market={market} height={240} />
            </Section>
            <Section label="Candles" height={360}>
              <CandleChartConnected market={market} />
            </Section>
            <Section label="Markets">
              <MarketListConnected loggedIn={loggedIn} selectedSymbol={SYMBOL} />
            </Section>
            <Section label="Spot order">
              <SpotOrderFormConnected market={market} loggedIn={loggedIn} />
            </Section>
            <Section label="Current orders">
              <OrdersTableConnected
                mode="current"
                symbol={SYMBOL}
                markets={markets}
                loggedIn={loggedIn}
              />
            </Section>
            <Section label="Positions">
              <PositionTableConnected loggedIn={loggedIn} />
            </Section>
            {/* The account's own widgets ask the server only for a signed-in user. */}
            <Section label="Identity photo">
              {loggedIn ? (
                <KycUploaderConnected
                  slot="front"
                  label="Front of the ID card"
                  value={idPhoto}
                  onChange={setIdPhoto}
                />
              ) : (
                <p>Sign in to upload a photo.</p>
              )}
            </Section>
            <Section label="Withdrawal addresses">
              {loggedIn ? <AddressManagerConnected /> : <p>Sign in to manage addresses.</p>}
            </Section>
          </WidgetsProvider>
        </BourseThemeProvider>
      ) : (
        <p>Loading the market…</p>
      )}
    </>
  )
}
