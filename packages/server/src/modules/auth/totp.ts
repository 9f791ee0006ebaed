import { createHmac, timingSafeEqual } from 'node:crypto'

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32 (the form authenticator apps use); spaces, dashes and padding ignored. */
export function decodeBase32(text: string): Buffer | null {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '')
  let bits = 0
  let value = 0
  const out: number[] = []
  for (const ch of clean) {
    const index = BASE32.indexOf(ch)
    if (index < 0) return null
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

/** The RFC 4226 HOTP code of `counter` (HMAC-SHA1, 6 digits). */
export function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac('sha1', key).update(message).digest()
  const offset = (mac[mac.length - 1] as number) & 0x0f
  const binary = mac.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 1_000_000).padStart(6, '0')
}

/**
 * Checks an RFC 6238 TOTP code (30 s steps) against the base32 `secret` at `now`, accepting one
 * step either side for clock drift.
 */
export function verifyTotp(secret: string, code: string, now: number, stepMs = 30_000): boolean {
  const key = decodeBase32(secret)
  if (!key || key.length === 0 || !/^\d{6}$/.test(code)) return false
  const counter = Math.floor(now / stepMs)
  let ok = false
  for (const c of [counter - 1, counter, counter + 1])
    if (c >= 0 && timingSafeEqual(Buffer.from(hotp(key, c)), Buffer.from(code))) ok = true
  return ok
}
