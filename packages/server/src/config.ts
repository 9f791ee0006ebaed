import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

/**
 * The repository root, found from this file so that any cwd works: `src/config.ts` under tsx and
 * `dist/main.js` (the bundled production build) both sit two folders below `packages/server`.
 */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

/** Log levels pino knows, plus `false` for no logger at all. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

export interface ServerConfig {
  /** TCP port; 0 picks a free one. */
  port: number
  host: string
  /** Where the SQLite database lives. */
  dataDir: string
  /** Fixed prefix of every API path, e.g. `/api`. */
  apiPrefix: string
  /**
   * Demo mode: a demo account, the dev operations (outbox, clock, market steering, chain
   * deposits; each still needs a ticket), codes in the log, a movable clock. Off unless
   * `DEMO_MODE=true`; `npm start` sets it.
   */
  demoMode: boolean
  /** The built site (Vite output with base `/desktop/`). */
  appDist: string
  /** The static Storybook (`npm run build-storybook`), served at `/storybook/` in demo mode. */
  storybookDist: string
  /** The contract the routes are wired from. */
  openapiPath: string
  /** `smtp://user:pass@host:port` or `smtps://...`; without it e-mail goes to the demo outbox. */
  smtpUrl: string | undefined
  /** Sender address for e-mail. */
  mailFrom: string
  /** Secret key of the HMAC under which verification codes are stored (CODE_SECRET). */
  codeSecret: string
  /** Accept sign-up with an e-mail address (SIGNUP_EMAIL). */
  signupEmail: boolean
  /** Accept sign-up with a phone number (SIGNUP_PHONE). */
  signupPhone: boolean
  /**
   * Fastify's `trustProxy` (TRUST_PROXY): `false` (the peer's address is the client's), `true`,
   * a hop count, or a comma-separated list of proxy addresses/CIDRs.
   */
  trustProxy: boolean | number | string
  /** `Strict-Transport-Security` max-age in seconds (HSTS_MAX_AGE); 0 = not sent (no TLS). */
  hstsMaxAge: number
  /**
   * Origins whose pages may call the API and open the stream cross-origin (CORS_ORIGINS): exact
   * `scheme://host[:port]` strings as browsers send them. Empty: no CORS at all (same origin only).
   */
  corsOrigins: string[]
  /**
   * The site's origin as users reach it (PUBLIC_URL), for links in mails such as "this wasn't
   * me". Required outside demo mode; in demo mode `http://localhost:PORT`.
   */
  publicUrl: string
  /** Requests per minute per client address before 429, every path (RATE_LIMIT_PER_MINUTE). */
  rateLimitPerMinute: number
  /**
   * Verification codes one client address may have sent in an hour (CODES_PER_IP_PER_HOUR):
   * sign-up, binding and reset codes to any address. Step-up codes, which go only to a signed-in
   * user's own contact, are limited per account instead and not counted here.
   */
  codesPerIpPerHour: number
  /** Bytes of photos one user may keep uploaded (UPLOAD_QUOTA_MB). */
  uploadQuotaBytes: number
  sessionTtlHours: number
  /** Largest accepted request body in bytes. */
  bodyLimit: number
  /** Fastify logger: false, or a pino level. */
  logLevel: string | false
  /** Seed of the market simulator (MARKET_SEED); random when unset. */
  marketSeed: string | undefined
  /** Run the market makers and takers (MARKET_SIMULATOR). */
  marketSimulator: boolean
  /** Generate candle history on first start (MARKET_BACKFILL). */
  marketBackfill: boolean
  /** How long a robot run lasts, in seconds (ROBOT_RUN_SECONDS). */
  robotRunSeconds: number
  /** How often a robot run fetches the price and decides, in seconds (ROBOT_TICK_SECONDS). */
  robotTickSeconds: number
  /** Offer second contracts (SECOND_CONTRACTS); operators switch them off where forbidden. */
  secondContracts: boolean
  /** Holding-fee period of perpetuals in ms (FUTURES_HOLDING_PERIOD_MS); 0 = the market's hours. */
  futuresHoldingPeriodMs: number
  /** Seconds per block of the simulated chains (CHAIN_BLOCK_SECONDS; fractions allowed). */
  chainBlockSeconds: number
  /** Demo mode approves withdrawals after this many seconds (WITHDRAWAL_AUTO_APPROVE_SECONDS); 0 = never. */
  withdrawalAutoApproveSeconds: number
  /**
   * scrypt's cost N for new password hashes; not read from the environment. Production keeps
   * `PASSWORD_HASH_N`; tests lower it, since one hash at 2^17 costs ~0.3 s and 128 MiB.
   */
  passwordHashN: number
}

/** OWASP's current scrypt advice: N = 2^17 (with r = 8, p = 1). */
export const PASSWORD_HASH_N = 2 ** 17

/** Thrown by `loadConfig`: every problem found, one a line, each naming its variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

const unset = (value: unknown) => value === undefined || value === ''

/** Exactly `true`/`false` (also 1/0, yes/no, on/off); anything else, `" false"` too, is refused. */
const bool = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (unset(value)) return fallback
      const v = String(value).toLowerCase()
      if (['true', '1', 'yes', 'on'].includes(v)) return true
      if (['false', '0', 'no', 'off'].includes(v)) return false
      ctx.addIssue({ code: 'custom', message: `must be true or false, got "${value}"` })
      return z.NEVER
    })

const int = (fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (unset(value)) return fallback
      if (!/^\d+$/.test(String(value)) || Number(value) > max) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a whole number from 0 to ${max}, got "${value}"`,
        })
        return z.NEVER
      }
      return Number(value)
    })

const positive = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (unset(value)) return fallback
      if (!/^\d+(\.\d+)?$/.test(String(value)) || !(Number(value) > 0)) {
        ctx.addIssue({ code: 'custom', message: `must be a positive number, got "${value}"` })
        return z.NEVER
      }
      return Number(value)
    })

const text = (fallback: string | undefined) =>
  z
    .string()
    .optional()
    .transform((value) => (unset(value) ? fallback : value))

const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): boolean | number | string => {
    if (unset(value)) return false
    const v = String(value).trim()
    if (/^(true|false)$/i.test(v)) return v.toLowerCase() === 'true'
    if (/^\d+$/.test(v)) return Number(v)
    const parts = v.split(',').map((p) => p.trim())
    if (parts.every((p) => /^[\d.:a-f]+(\/\d{1,3})?$/i.test(p) || p === 'loopback')) return v
    ctx.addIssue({
      code: 'custom',
      message: `must be true, false, a hop count or a list of proxy addresses, got "${value}"`,
    })
    return z.NEVER
  })

/**
 * A comma-separated allow-list of exact origins. Each entry must be what a browser sends in its
 * `Origin` header (lower-case host, no default port, no path, no trailing slash), since the match
 * is exact; a wildcard is refused: an embedder names the sites it trusts.
 */
const origins = z
  .string()
  .optional()
  .transform((value, ctx): string[] => {
    const entries = (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const bad: string[] = []
    for (const entry of entries) {
      let origin: string | undefined
      try {
        const url = new URL(entry)
        if ((url.protocol === 'http:' || url.protocol === 'https:') && !entry.includes('*'))
          origin = url.origin
      } catch {
        // reported below
      }
      if (origin !== entry)
        bad.push(
          origin && origin !== 'null' && !/[/?#@]/.test(entry.slice(origin.length))
            ? `"${entry}" (write it as "${origin}")`
            : `"${entry}"`,
        )
    }
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a comma-separated list of origins (http(s)://host[:port], no path, no *), got ${bad.join(', ')}`,
      })
      return z.NEVER
    }
    return [...new Set(entries)]
  })

const normalisePrefix = (prefix: string) => {
  const trimmed = prefix.trim().replace(/\/+$/, '')
  if (trimmed === '') return ''
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

/** One schema for every variable; keys are the environment's names. */
const envSchema = z.object({
  PORT: int(8080, 65535),
  HOST: text('127.0.0.1'),
  DATA_DIR: text(undefined),
  API_PREFIX: z
    .string()
    .optional()
    .transform((v) => normalisePrefix(v ?? '/api')),
  DEMO_MODE: bool(false),
  APP_DIST: text(undefined),
  STORYBOOK_DIST: text(undefined),
  OPENAPI_PATH: text(undefined),
  SMTP_URL: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (unset(value)) return undefined
      try {
        const url = new URL(String(value))
        if (url.protocol === 'smtp:' || url.protocol === 'smtps:') return String(value)
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: 'must be an smtp:// or smtps:// URL' })
      return z.NEVER
    }),
  MAIL_FROM: text('Bourse <no-reply@bourse.local>'),
  CODE_SECRET: text(undefined),
  SIGNUP_EMAIL: bool(true),
  SIGNUP_PHONE: bool(true),
  TRUST_PROXY: trustProxy,
  HSTS_MAX_AGE: int(0, 10 * 365 * 24 * 3600),
  CORS_ORIGINS: origins,
  PUBLIC_URL: origins,
  RATE_LIMIT_PER_MINUTE: int(1200, 1_000_000),
  CODES_PER_IP_PER_HOUR: int(20, 1_000_000),
  UPLOAD_QUOTA_MB: int(64, 100_000),
  SESSION_TTL_HOURS: int(24 * 7, 24 * 365),
  BODY_LIMIT: int(64 * 1024, 16 * 1024 * 1024),
  LOG_LEVEL: z
    .enum([...LOG_LEVELS, 'false', ''])
    .optional()
    .transform((v) => (v === 'false' ? false : v || 'info')),
  MARKET_SEED: text(undefined),
  MARKET_SIMULATOR: bool(true),
  MARKET_BACKFILL: bool(true),
  ROBOT_RUN_SECONDS: int(180, 7 * 24 * 3600),
  ROBOT_TICK_SECONDS: int(5, 3600),
  SECOND_CONTRACTS: bool(true),
  FUTURES_HOLDING_PERIOD_MS: int(0),
  CHAIN_BLOCK_SECONDS: positive(5),
  WITHDRAWAL_AUTO_APPROVE_SECONDS: int(-1),
})

/** A code secret of at least this many characters (32 random bytes as hex or base64 are). */
export const CODE_SECRET_MIN = 32

export interface LoadOptions {
  /**
   * Check the production rules (code secret, mail for e-mail sign-up, SMS for phone sign-up).
   * The server always does; the admin CLI, which sends nothing, does not need them.
   */
  forServer?: boolean
  /** An `SmsSender` will be passed to `buildServer`, so phone sign-up can send its codes. */
  smsProvider?: boolean
}

/**
 * Reads the configuration from environment variables (README, "Configuration"), refusing with a
 * `ConfigError` that lists every unknown or malformed value and every unsafe production setting.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  options: LoadOptions = {},
): ServerConfig {
  const picked = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, env[key]]),
  ) as Record<string, string | undefined>
  const parsed = envSchema.safeParse(picked)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`),
    )
  }
  const e = parsed.data
  const problems: string[] = []
  if (options.forServer !== false && !e.DEMO_MODE) {
    if (!e.CODE_SECRET || e.CODE_SECRET.length < CODE_SECRET_MIN)
      problems.push(
        `CODE_SECRET must be set to at least ${CODE_SECRET_MIN} random characters outside demo mode (e.g. \`openssl rand -hex 32\`)`,
      )
    if (e.PUBLIC_URL.length !== 1)
      problems.push(
        'PUBLIC_URL must be set to the one origin users reach the site at outside demo mode (e.g. https://bourse.example): mails link to it',
      )
    if (e.SIGNUP_EMAIL && !e.SMTP_URL)
      problems.push('SIGNUP_EMAIL is on but SMTP_URL is unset: set SMTP_URL or SIGNUP_EMAIL=false')
    if (e.SIGNUP_PHONE && !options.smsProvider)
      problems.push(
        'SIGNUP_PHONE is on but no SMS provider is plugged in (the reference server ships none): set SIGNUP_PHONE=false, or pass an SmsSender to buildServer',
      )
  }
  if (problems.length) throw new ConfigError(problems)

  const fromCwd = (value: string | undefined, fallback: string) =>
    path.resolve(process.cwd(), value ?? fallback)
  return {
    port: e.PORT,
    host: e.HOST ?? '127.0.0.1',
    dataDir: fromCwd(e.DATA_DIR, path.join(repoRoot, 'data')),
    apiPrefix: e.API_PREFIX,
    demoMode: e.DEMO_MODE,
    appDist: fromCwd(e.APP_DIST, path.join(repoRoot, 'packages/app/dist')),
    storybookDist: fromCwd(e.STORYBOOK_DIST, path.join(repoRoot, 'storybook-static')),
    openapiPath: fromCwd(e.OPENAPI_PATH, path.join(repoRoot, 'openapi/exchange.yaml')),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Bourse <no-reply@bourse.local>',
    // Demo mode without a secret: a new one each start (codes do not outlive a restart).
    codeSecret: e.CODE_SECRET ?? randomBytes(32).toString('hex'),
    signupEmail: e.SIGNUP_EMAIL,
    signupPhone: e.SIGNUP_PHONE,
    trustProxy: e.TRUST_PROXY,
    hstsMaxAge: e.HSTS_MAX_AGE,
    corsOrigins: e.CORS_ORIGINS,
    publicUrl: e.PUBLIC_URL[0] ?? `http://localhost:${e.PORT}`,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    codesPerIpPerHour: e.CODES_PER_IP_PER_HOUR,
    uploadQuotaBytes: e.UPLOAD_QUOTA_MB * 1024 * 1024,
    sessionTtlHours: Math.max(1, e.SESSION_TTL_HOURS),
    bodyLimit: e.BODY_LIMIT,
    logLevel: e.LOG_LEVEL,
    marketSeed: e.MARKET_SEED,
    marketSimulator: e.MARKET_SIMULATOR,
    marketBackfill: e.MARKET_BACKFILL,
    robotRunSeconds: Math.max(1, e.ROBOT_RUN_SECONDS),
    robotTickSeconds: Math.max(1, e.ROBOT_TICK_SECONDS),
    secondContracts: e.SECOND_CONTRACTS,
    futuresHoldingPeriodMs: e.FUTURES_HOLDING_PERIOD_MS,
    chainBlockSeconds: e.CHAIN_BLOCK_SECONDS,
    withdrawalAutoApproveSeconds:
      e.WITHDRAWAL_AUTO_APPROVE_SECONDS >= 0
        ? e.WITHDRAWAL_AUTO_APPROVE_SECONDS
        : e.DEMO_MODE
          ? 120
          : 0,
    passwordHashN: PASSWORD_HASH_N,
  }
}

/** The demo configuration tests and `npm start` run with (demo mode on, defaults otherwise). */
export const demoConfig = (env: NodeJS.ProcessEnv = {}): ServerConfig =>
  loadConfig({ ...env, DEMO_MODE: 'true' })
