import {
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  scrypt,
  timingSafeEqual,
} from 'node:crypto'

/** scrypt's block size and parallelism (OWASP's current advice with N = 2^17). */
const R = 8
const P = 1
const KEYLEN = 64

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEYLEN,
      // OpenSSL needs 128·r·(N + p + 2) bytes; twice 128·N·r·p covers it for every N >= 4.
      { N: n, r, p, maxmem: 256 * n * r * p },
      (err, key) => (err ? reject(err) : resolve(key)),
    )
  })
}

interface StoredHash {
  n: number
  r: number
  p: number
  salt: Buffer
  hash: Buffer
}

function parseHash(stored: string): StoredHash | null {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return null
  return {
    n: Number(n),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64'),
    hash: Buffer.from(hash, 'base64'),
  }
}

/**
 * Password hashing at cost `n` (scrypt's N; `ServerConfig.passwordHashN`, 2^17 in production).
 * One instance per server, so that tests run cheaper and the dummy hash has the same cost.
 */
export function createPasswords(n: number) {
  let dummy: Promise<string> | undefined

  /** `scrypt$N$r$p$salt$hash` with a random 16-byte salt per password. */
  async function hash(password: string): Promise<string> {
    const salt = randomBytes(16)
    const key = await derive(password, salt, n, R, P)
    return ['scrypt', n, R, P, salt.toString('base64'), key.toString('base64')].join('$')
  }

  async function verify(password: string, stored: string): Promise<boolean> {
    const parsed = parseHash(stored)
    if (!parsed) return false
    const key = await derive(password, parsed.salt, parsed.n, parsed.r, parsed.p)
    return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash)
  }

  return {
    hash,
    verify,
    /** Whether `stored` was made cheaper than `hash` makes one now (re-hash it on success). */
    weakerThanCurrent(stored: string): boolean {
      const parsed = parseHash(stored)
      return parsed !== null && (parsed.n < n || parsed.r < R || parsed.p < P)
    },
    /** A hash to verify against when the account does not exist, so timing does not tell. */
    dummyHash(): Promise<string> {
      dummy ??= hash(randomBytes(12).toString('base64'))
      return dummy
    },
  }
}

export type Passwords = ReturnType<typeof createPasswords>

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/** HMAC-SHA-256 under `secret`, hex: stored codes cannot be brute-forced without the secret. */
export const hmacSha256 = (secret: string, value: string) =>
  createHmac('sha256', secret).update(value).digest('hex')

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && timingSafeEqual(x, y)
}

/** 32 random bytes, URL-safe; only its SHA-256 is stored. */
export const newSessionToken = () => randomBytes(32).toString('base64url')

export const newVerificationCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export function newInviteCode(): string {
  let code = ''
  for (let i = 0; i < 8; i++) code += INVITE_ALPHABET[randomInt(0, INVITE_ALPHABET.length)]
  return code
}
