import crypto from 'node:crypto'
import type { Clock } from '../../clock'
import type { RobotKeyIssued, RobotKeyStatus } from '../../contract/types'
import { tooMany, unprocessable } from '../../errors'
import type { RobotRepo } from './repo'

/** Wrong keys tolerated per user within the window before starts answer 429. */
export const KEY_TRIES = 5
export const KEY_WINDOW_MS = 15 * 60_000

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** 24 base32 characters: 120 random bits, so a plain SHA-256 is a fit hash (no brute force). */
export function newSecretKey(): string {
  const bytes = crypto.randomBytes(15)
  let bits = 0n
  for (const b of bytes) bits = (bits << 8n) | BigInt(b)
  let out = ''
  for (let i = 0; i < 24; i++) out = BASE32[Number((bits >> BigInt(i * 5)) & 31n)] + out
  return out
}

const hashKey = (key: string) => crypto.createHash('sha256').update(key, 'utf8').digest('hex')

/**
 * The robot's secret keys: one per user, stored as a hash with a hint, and a per-user limit on
 * wrong keys (kept in memory: it only slows guessing down).
 */
export function createRobotKeys(clock: Clock, repo: RobotRepo) {
  const keyFailures = new Map<number, number[]>()

  function checkKey(userId: number, key: string): void {
    const now = clock.now()
    const recent = (keyFailures.get(userId) ?? []).filter((t) => t > now - KEY_WINDOW_MS)
    keyFailures.set(userId, recent)
    if (recent.length >= KEY_TRIES)
      throw tooMany(
        'robot.key.invalid',
        'Too many wrong secret keys; try again later',
        (recent[0] as number) + KEY_WINDOW_MS - now,
      )
    const row = repo.key(userId)
    if (!row)
      throw unprocessable('robot.key.missing', 'Generate a secret key on the account page first')
    const given = Buffer.from(hashKey(key.trim()), 'hex')
    if (!crypto.timingSafeEqual(given, Buffer.from(row.key_hash, 'hex'))) {
      recent.push(now)
      throw unprocessable('robot.key.invalid', 'The secret key does not match')
    }
    keyFailures.delete(userId)
  }

  return {
    checkKey,
    keyStatus(userId: number): RobotKeyStatus {
      const row = repo.key(userId)
      return { hasKey: !!row, createdAt: row?.created_at ?? null, hint: row?.hint ?? null }
    },
    /** A new key replaces the user's old one and clears its wrong tries. */
    issue(userId: number): RobotKeyIssued {
      const key = newSecretKey()
      const createdAt = clock.now()
      repo.setKey({
        user_id: userId,
        key_hash: hashKey(key),
        hint: key.slice(-4),
        created_at: createdAt,
      })
      keyFailures.delete(userId)
      return { key, createdAt }
    },
  }
}
