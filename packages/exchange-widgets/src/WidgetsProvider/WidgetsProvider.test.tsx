import { createExchangeClient, memoryTokenStore, type StreamClient } from '@bourse/api-client'
import { fireEvent, render, screen } from '@testing-library/react'
import { atom, useAtom } from 'jotai'
import { describe, expect, it } from 'vitest'
import { useWidgets, WidgetsProvider } from './WidgetsProvider'

const counter = atom(0)
function Probe({ id }: { id: string }) {
  const { locale } = useWidgets()
  const [count, setCount] = useAtom(counter)
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {id}:{locale}:{count}
    </button>
  )
}

describe('<WidgetsProvider />', () => {
  const client = createExchangeClient({ tokenStore: memoryTokenStore() })
  const stream = {} as StreamClient

  it('gives widgets the locale and keeps each provider state separate', () => {
    render(
      <>
        <WidgetsProvider client={client} stream={stream} locale="ja">
          <Probe id="a" />
        </WidgetsProvider>
        <WidgetsProvider client={client} stream={stream} locale="en">
          <Probe id="b" />
        </WidgetsProvider>
      </>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'a:ja:0' }))
    expect(screen.getByRole('button', { name: 'a:ja:1' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'b:en:0' })).toBeInTheDocument()
  })

  it('throws a clear error outside a provider', () => {
    expect(() => render(<Probe id="x" />)).toThrow(/inside <WidgetsProvider>/)
  })
})
