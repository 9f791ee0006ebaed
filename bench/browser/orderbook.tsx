// Order book, 50 levels a side, fed 500 messages/s × 40 level changes, in two variants measured
// side by side: the real widget (`widget`) and a naive React table that re-renders on every
// message (`naive`), plus the feed alone (`feed`), whose cost the runner subtracts from both.
// The runner reads frame times, commits per frame and main-thread CPU.
import { createExchangeClient, memoryTokenStore, type DepthStreamMessage } from '@bourse/api-client'
import { createMockStream, marketsFixture } from '@bourse/api-client/mocks'
import { OrderBookConnected, WidgetsProvider } from '@bourse/exchange-widgets'
import { BourseThemeProvider } from '@bourse/ui'
import { Profiler, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { flushSync } from 'react-dom'
import { createDepthFeed } from './depthFeed'
import { drive, fail, frameRecorder, param, publish } from './harness'

const variant = param('variant', 'widget')
const seconds = Number(param('seconds', '10'))
const MESSAGES_PER_SECOND = 500
const symbol = 'BTCUSDT'
const market = marketsFixture.find((m) => m.symbol === symbol)!
const stream = createMockStream('open')
const client = createExchangeClient({
  tokenStore: memoryTokenStore(),
  fetch: async () => new Response('{}', { status: 404 }),
})
const feed = createDepthFeed(symbol)
const recorder = frameRecorder()

type Side = Map<string, string>
function NaiveBook() {
  const [book, setBook] = useState<{ bids: [string, string][]; asks: [string, string][] }>({
    bids: [],
    asks: [],
  })
  useEffect(() => {
    const bids: Side = new Map()
    const asks: Side = new Map()
    return stream.subscribe(`depth:${symbol}`, (message) => {
      const data = message.data as DepthStreamMessage
      if (data.kind === 'snapshot') {
        bids.clear()
        asks.clear()
      }
      const apply = (side: Side, levels: readonly (readonly [string, string])[]) => {
        for (const [p, q] of levels) {
          if (q === '0') side.delete(p)
          else side.set(p, q)
        }
      }
      apply(bids, data.bids)
      apply(asks, data.asks)
      const sorted = (side: Side, dir: number) =>
        [...side].sort((a, b) => dir * (Number(a[0]) - Number(b[0])))
      // re-render on every message: the naive baseline
      flushSync(() =>
        setBook({ bids: sorted(bids, -1).slice(0, 50), asks: sorted(asks, 1).slice(0, 50) }),
      )
    })
  }, [])
  let total = 0
  return (
    <table>
      <tbody>
        {[...book.asks].reverse().map(([p, q]) => (
          <tr key={`a${p}`}>
            <td>{p}</td>
            <td>{q}</td>
          </tr>
        ))}
        {book.bids.map(([p, q]) => {
          total += Number(q)
          return (
            <tr key={`b${p}`}>
              <td>{p}</td>
              <td>{q}</td>
              <td>{total.toFixed(5)}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

function App() {
  return (
    <Profiler id="book" onRender={() => recorder.commit()}>
      {variant === 'naive' ? (
        <NaiveBook />
      ) : variant === 'widget' ? (
        <OrderBookConnected symbol={symbol} market={market} defaultLevels={50} />
      ) : null}
    </Profiler>
  )
}

try {
  createRoot(document.getElementById('root')!).render(
    <BourseThemeProvider mode="dark" upDown="green-up">
      <WidgetsProvider client={client} stream={stream} locale="en">
        <App />
      </WidgetsProvider>
    </BourseThemeProvider>,
  )
  setTimeout(() => {
    stream.emit(`depth:${symbol}`, feed.snapshot())
    void drive(MESSAGES_PER_SECOND, seconds, () =>
      stream.emit(`depth:${symbol}`, feed.next()),
    ).then((messages) =>
      setTimeout(() => publish({ variant, messages, seconds, ...recorder.stop() }), 100),
    )
  }, 500)
} catch (error) {
  fail(error)
}
