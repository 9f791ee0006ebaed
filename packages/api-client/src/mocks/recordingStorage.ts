/** A `Storage` that remembers every key read, written or removed through it. */
export type RecordingStorage = Storage & {
  /** Keys passed to `getItem`, `setItem` or `removeItem`, in order, repeats included. */
  readonly touched: string[]
}

/**
 * An in-memory `Storage` for tests that must prove which keys code uses: stub it in as
 * `localStorage` (`vi.stubGlobal('localStorage', recordingStorage({ token: 'host-secret' }))`),
 * then check `touched`.
 */
export function recordingStorage(initial: Record<string, string> = {}): RecordingStorage {
  const items = new Map(Object.entries(initial))
  const touched: string[] = []
  return {
    touched,
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem(key) {
      touched.push(key)
      return items.get(key) ?? null
    },
    setItem(key, value) {
      touched.push(key)
      items.set(key, String(value))
    },
    removeItem(key) {
      touched.push(key)
      items.delete(key)
    },
    clear: () => items.clear(),
  }
}
