import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

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

/** RFC 4648 base32 without padding. */
export function encodeBase32(bytes: Buffer): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xffff
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out
}

/** A new authenticator secret: 20 random bytes (160 bits, RFC 4226's advice), base32. */
export const newTotpSecret = () => encodeBase32(randomBytes(20))

/** The RFC 4226 HOTP code of `counter` (HMAC-SHA1, 6 digits). */
export function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac('sha1', key).update(message).digest()
  const offset = (mac[mac.length - 1] as number) & 0x0f
  const binary = mac.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 1_000_000).padStart(6, '0')
}

export const TOTP_STEP_MS = 30_000

/**
 * Checks an RFC 6238 TOTP code (30 s steps, HMAC-SHA1, 6 digits) against the base32 `secret` at
 * `now`, accepting one step either side for clock drift. A code whose step is not after
 * `lastStep` (the last one this user had accepted) is a reuse and refused, so a code seen over a
 * shoulder or replayed cannot be used twice. Returns the matched step, to be stored as the new
 * `lastStep`, or null.
 */
export function checkTotp(
  secret: string,
  code: string,
  now: number,
  lastStep: number | null,
): number | null {
  const key = decodeBase32(secret)
  if (!key || key.length === 0 || !/^\d{6}$/.test(code)) return null
  const counter = Math.floor(now / TOTP_STEP_MS)
  let matched: number | null = null
  // Every candidate is computed, so the time taken does not tell which step matched.
  for (const c of [counter - 1, counter, counter + 1])
    if (c >= 0 && timingSafeEqual(Buffer.from(hotp(key, c)), Buffer.from(code))) matched ??= c
  if (matched === null || (lastStep !== null && matched <= lastStep)) return null
  return matched
}

/** The otpauth URI an authenticator app reads from a QR code (Key Uri Format). */
export function otpauthUri(account: string, secret: string): string {
  const label = `Bourse:${encodeURIComponent(account)}`
  return `otpauth://totp/${label}?secret=${secret}&issuer=Bourse&algorithm=SHA1&digits=6&period=30`
}

/** Whether the code is valid now, ignoring reuse (prefer `checkTotp`, which refuses reuse). */
export const verifyTotp = (secret: string, code: string, now: number): boolean =>
  checkTotp(secret, code, now, null) !== null
