import {
  checkAddress,
  encodeAddress,
  WALLET_CHAINS,
  type WalletChainId,
} from '@bourse/rules/wallet'
import { createHmac } from 'node:crypto'

/**
 * What the wallet needs of a chain (docs/adr/0011). The reference server registers a simulated
 * adapter per chain; a real chain watcher replaces one without touching deposits or withdrawals.
 */
export interface ChainAdapter {
  id: WalletChainId
  /** Confirmations before a deposit is final. */
  confirmations: number
  /** The user's deposit address on this chain: stable, unique per user. */
  addressFor(userId: number): string
  /** The chain's height at `now` (epoch ms). */
  height(now: number): number
  validate(address: string): boolean
}

/** Block 0 of every simulated chain. Heights count from here, so they survive restarts. */
export const CHAIN_GENESIS = Date.UTC(2024, 0, 1)

/** `BRS-000042`: the reference a bank transfer quotes to be credited to user 42. */
export const bankReference = (userId: number) => `BRS-${String(userId).padStart(6, '0')}`

/**
 * A chain simulated from the clock alone: height = floor((now - genesis) / blockMs), addresses
 * from an HMAC of the server's secret, formatted with the chain's checksum. Nothing is kept in
 * memory, so a restart resumes exactly where the clock is.
 */
export function simulatedChain(
  id: WalletChainId,
  confirmations: number,
  secret: string,
  blockMs: number,
): ChainAdapter {
  if (!(blockMs > 0)) throw new Error(`block time must be positive, got ${blockMs}`)
  return {
    id,
    confirmations,
    addressFor(userId) {
      if (id === 'BANK') return bankReference(userId)
      const digest = createHmac('sha256', secret).update(`${id}|${userId}`).digest()
      return encodeAddress(id, Uint8Array.from(digest.subarray(0, 20)))
    },
    height: (now) => Math.max(0, Math.floor((now - CHAIN_GENESIS) / blockMs)),
    validate: (address) =>
      id === 'BANK' ? /^BRS-\d{6,}$/.test(address) : checkAddress(id, address) === 'ok',
  }
}

/** One simulated adapter per chain of the wallet table. */
export function simulatedChains(secret: string, blockMs: number): Map<WalletChainId, ChainAdapter> {
  const out = new Map<WalletChainId, ChainAdapter>()
  for (const rule of WALLET_CHAINS)
    if (!out.has(rule.chain))
      out.set(rule.chain, simulatedChain(rule.chain, rule.confirmations, secret, blockMs))
  return out
}

/**
 * Confirmations of a transaction included at `includedHeight`, when the chain is at `height`:
 * the including block counts as one; never below 0 nor above `required`.
 */
export function confirmationsAt(includedHeight: number, height: number, required: number): number {
  return Math.min(required, Math.max(0, height - includedHeight + 1))
}
