/**
 * A new client-generated id for a write that must never act twice (an order, a robot run):
 * `<prefix>-<random>`, matching the contract's `^[A-Za-z0-9._:-]+$` and at most 64 characters.
 * The caller keeps it while it retries the same submission.
 */
export function newClientId(prefix: string): string {
  const c = globalThis.crypto
  if (typeof c?.randomUUID === 'function') return `${prefix}-${c.randomUUID()}`
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = c.getRandomValues(new Uint8Array(16))
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}
