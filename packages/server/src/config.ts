import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root, found from this file so that any cwd (npm -w runs in the package) works. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

export interface ServerConfig {
  /** TCP port; 0 picks a free one. */
  port: number
  host: string
  /** Where the SQLite database lives. */
  dataDir: string
  /** Fixed prefix of every API path, e.g. `/api`. */
  apiPrefix: string
  /** Demo mode seeds a demo account and exposes the dev outbox. */
  demoMode: boolean
  /** The built site (Vite output with base `/desktop/`). */
  appDist: string
  /** The contract the routes are wired from. */
  openapiPath: string
  /** `smtp://user:pass@host:port` or `smtps://...`; e-mail goes to the outbox when unset. */
  smtpUrl: string | undefined
  /** Sender address for e-mail. */
  mailFrom: string
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
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback
  return !['false', '0', 'no', 'off'].includes(value.toLowerCase())
}

function int(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`)
  return n
}

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!/^\d+(\.\d+)?$/.test(value.trim()) || !(n > 0))
    throw new Error(`${name} must be a positive number, got "${value}"`)
  return n
}

function normalisePrefix(prefix: string): string {
  const trimmed = prefix.trim().replace(/\/+$/, '')
  if (trimmed === '') return ''
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

/** Reads the configuration from environment variables (see README for the table). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const demoMode = bool(env.DEMO_MODE, true)
  return {
    port: int('PORT', env.PORT, 8080),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(process.cwd(), env.DATA_DIR || path.join(repoRoot, 'data')),
    apiPrefix: normalisePrefix(env.API_PREFIX ?? '/api'),
    demoMode,
    appDist: path.resolve(process.cwd(), env.APP_DIST || path.join(repoRoot, 'packages/app/dist')),
    openapiPath: path.resolve(
      process.cwd(),
      env.OPENAPI_PATH || path.join(repoRoot, 'openapi/exchange.yaml'),
    ),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Bourse <no-reply@bourse.local>',
    sessionTtlHours: int('SESSION_TTL_HOURS', env.SESSION_TTL_HOURS, 24 * 7),
    bodyLimit: int('BODY_LIMIT', env.BODY_LIMIT, 64 * 1024),
    logLevel: env.LOG_LEVEL === 'false' ? false : env.LOG_LEVEL || 'info',
    marketSeed: env.MARKET_SEED || undefined,
    marketSimulator: bool(env.MARKET_SIMULATOR, true),
    marketBackfill: bool(env.MARKET_BACKFILL, true),
    robotRunSeconds: Math.max(1, int('ROBOT_RUN_SECONDS', env.ROBOT_RUN_SECONDS, 180)),
    robotTickSeconds: Math.max(1, int('ROBOT_TICK_SECONDS', env.ROBOT_TICK_SECONDS, 5)),
    secondContracts: bool(env.SECOND_CONTRACTS, true),
    futuresHoldingPeriodMs: int('FUTURES_HOLDING_PERIOD_MS', env.FUTURES_HOLDING_PERIOD_MS, 0),
    chainBlockSeconds: positive('CHAIN_BLOCK_SECONDS', env.CHAIN_BLOCK_SECONDS, 5),
    withdrawalAutoApproveSeconds: int(
      'WITHDRAWAL_AUTO_APPROVE_SECONDS',
      env.WITHDRAWAL_AUTO_APPROVE_SECONDS,
      demoMode ? 120 : 0,
    ),
  }
}
