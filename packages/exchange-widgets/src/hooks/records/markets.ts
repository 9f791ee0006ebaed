import type { FuturesMarket, MarketInfo } from '@bourse/api-client'
import { useCallback, useEffect, useState } from 'react'
import { useWidgets } from '../../WidgetsProvider'

/**
 * `given` when the page passes it, else what `load` answers (loaded again when `load` changes).
 * A failed load leaves it undefined: the tables still show symbols, in default precision.
 */
export function useGivenOrLoaded<T>(
  given: T | undefined,
  load: (signal: AbortSignal) => Promise<T>,
): T | undefined {
  const [loaded, setLoaded] = useState<T | null>(null)
  useEffect(() => {
    if (given) return
    const controller = new AbortController()
    load(controller.signal).then(
      (data) => setLoaded(data),
      () => undefined,
    )
    return () => controller.abort()
  }, [given, load])
  return given ?? loaded ?? undefined
}

/** Spot markets for names and precision: `given`, or loaded from `/app/market/list`. */
export function useSpotMarkets(
  given: readonly MarketInfo[] | undefined,
): readonly MarketInfo[] | undefined {
  const { client } = useWidgets()
  return useGivenOrLoaded(
    given,
    useCallback(
      (signal: AbortSignal) => client.get('/app/market/list', { signal, silent: true }),
      [client],
    ),
  )
}

/** Perpetual markets for names and tick sizes: `given`, or loaded from `/app/futures/markets`. */
export function useFuturesMarkets(
  given: readonly FuturesMarket[] | undefined,
): readonly FuturesMarket[] | undefined {
  const { client } = useWidgets()
  return useGivenOrLoaded(
    given,
    useCallback(
      (signal: AbortSignal) => client.get('/app/futures/markets', { signal, silent: true }),
      [client],
    ),
  )
}
