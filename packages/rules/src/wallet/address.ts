import type { WalletChainId } from './chains'
import { sha256 } from './sha256'

/*
 * Address formats per chain (docs/adr/0011), checked as the user types and again on the server:
 * ERC20/ETH hex addresses, TRC20 Base58Check (`T…`), Bitcoin Base58Check (`1…`, `3…`) and
 * Bech32/Bech32m segwit (`bc1…`), with their checksums; and the bank card number (Luhn).
 */

export type AddressCheck = 'ok' | 'empty' | 'format' | 'checksum'

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const BECH32_CONST = 1
const BECH32M_CONST = 0x2bc830a3

function base58Decode(text: string): Uint8Array | null {
  let value = 0n
  for (const char of text) {
    const digit = BASE58.indexOf(char)
    if (digit < 0) return null
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value % 256n))
    value /= 256n
  }
  for (const char of text) {
    if (char !== '1') break
    bytes.unshift(0)
  }
  return Uint8Array.from(bytes)
}

function base58Encode(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  let out = ''
  while (value > 0n) {
    out = (BASE58[Number(value % 58n)] as string) + out
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    out = '1' + out
  }
  return out
}

const checksumOf = (payload: Uint8Array) => sha256(sha256(payload)).subarray(0, 4)

function base58CheckEncode(payload: Uint8Array): string {
  const full = new Uint8Array(payload.length + 4)
  full.set(payload)
  full.set(checksumOf(payload), payload.length)
  return base58Encode(full)
}

/** 'format' when not Base58 of a 21-byte payload with `versions`, 'checksum' when only that fails. */
function checkBase58(text: string, versions: readonly number[]): AddressCheck {
  const bytes = base58Decode(text)
  if (!bytes || bytes.length !== 25 || !versions.includes(bytes[0] as number)) return 'format'
  const expected = checksumOf(bytes.subarray(0, 21))
  return expected.every((b, i) => b === bytes[21 + i]) ? 'ok' : 'checksum'
}

function polymod(values: readonly number[]): number {
  const generator = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
  let chk = 1
  for (const v of values) {
    const top = chk >>> 25
    chk = (((chk & 0x1ffffff) << 5) ^ v) >>> 0
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk = (chk ^ (generator[i] as number)) >>> 0
  }
  return chk
}

const hrpExpand = (hrp: string) => [
  ...[...hrp].map((c) => c.charCodeAt(0) >> 5),
  0,
  ...[...hrp].map((c) => c.charCodeAt(0) & 31),
]

/** Regroups bits (8 → 5 or 5 → 8); null when the padding is not zero (strict decoding). */
function convertBits(data: readonly number[], from: number, to: number, pad: boolean) {
  let acc = 0
  let bits = 0
  const out: number[] = []
  const max = (1 << to) - 1
  for (const value of data) {
    acc = (acc << from) | value
    bits += from
    while (bits >= to) {
      bits -= to
      out.push((acc >> bits) & max)
    }
  }
  if (pad) {
    if (bits > 0) out.push((acc << (to - bits)) & max)
  } else if (bits >= from || ((acc << (to - bits)) & max) !== 0) {
    return null
  }
  return out
}

/** A mainnet segwit address (`bc1…`): Bech32 for version 0, Bech32m for versions 1 to 16. */
function checkSegwit(text: string): AddressCheck {
  if (text.length > 90 || (text !== text.toLowerCase() && text !== text.toUpperCase()))
    return 'format'
  const lower = text.toLowerCase()
  const sep = lower.lastIndexOf('1')
  if (lower.slice(0, sep) !== 'bc' || lower.length - sep - 1 < 7) return 'format'
  const data = [...lower.slice(sep + 1)].map((c) => BECH32.indexOf(c))
  if (data.some((d) => d < 0)) return 'format'
  const version = data[0] as number
  const program = convertBits(data.slice(1, -6), 5, 8, false)
  if (version > 16 || !program || program.length < 2 || program.length > 40) return 'format'
  if (version === 0 && program.length !== 20 && program.length !== 32) return 'format'
  const residue = polymod([...hrpExpand('bc'), ...data])
  return residue === (version === 0 ? BECH32_CONST : BECH32M_CONST) ? 'ok' : 'checksum'
}

function segwitEncode(program: Uint8Array): string {
  const data = [0, ...(convertBits([...program], 8, 5, true) ?? [])]
  const mod = polymod([...hrpExpand('bc'), ...data, 0, 0, 0, 0, 0, 0]) ^ BECH32_CONST
  const checksum = Array.from({ length: 6 }, (_, i) => (mod >>> (5 * (5 - i))) & 31)
  return 'bc1' + [...data, ...checksum].map((d) => BECH32[d]).join('')
}

/**
 * Whether `address` is one on `chain`: 'empty', 'format' (not this chain's shape), 'checksum'
 * (the right shape with a typo in it) or 'ok'. ERC-20/ETH mixed-case (EIP-55) checksums are not
 * verified: that needs Keccak (docs/adr/0011).
 */
export function checkAddress(chain: WalletChainId, address: string): AddressCheck {
  const text = address.trim()
  if (text === '') return 'empty'
  switch (chain) {
    case 'ERC20':
    case 'ETH':
      return /^0x[0-9a-fA-F]{40}$/.test(text) ? 'ok' : 'format'
    case 'TRC20':
      return /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(text) ? checkBase58(text, [0x41]) : 'format'
    case 'BTC':
      if (/^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(text)) return checkBase58(text, [0x00, 0x05])
      return /^bc1/i.test(text) ? checkSegwit(text) : 'format'
    case 'BANK':
      return 'format'
  }
}

export function isValidAddress(chain: WalletChainId, address: string): boolean {
  return checkAddress(chain, address) === 'ok'
}

/** A valid address on `chain` for a 20-byte payload (the simulated chain's deposit addresses). */
export function encodeAddress(chain: Exclude<WalletChainId, 'BANK'>, payload: Uint8Array): string {
  if (payload.length !== 20) throw new Error('an address payload is 20 bytes')
  switch (chain) {
    case 'ERC20':
    case 'ETH':
      return '0x' + [...payload].map((b) => b.toString(16).padStart(2, '0')).join('')
    case 'TRC20':
      return base58CheckEncode(Uint8Array.from([0x41, ...payload]))
    case 'BTC':
      return segwitEncode(payload)
  }
}

/** A card number: 12 to 19 digits (spaces and dashes allowed) passing the Luhn check. */
export function isValidCardNumber(card: string): boolean {
  const digits = card.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** A card number as records show it: only the last four digits. */
export function maskCardNumber(card: string): string {
  const digits = card.replace(/\D/g, '')
  return `**** ${digits.slice(-4)}`
}
