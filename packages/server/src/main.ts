import { buildServer, DEMO_ACCOUNT } from './app'
import { ConfigError, loadConfig } from './config'
import type { ServerConfig } from './config'

let config: ServerConfig
try {
  config = loadConfig()
} catch (error) {
  // A wrong setting stops the server before it opens anything, saying every problem at once.
  if (!(error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exit(1)
}
const app = await buildServer(config)

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: shutting down`)
  await app.close()
  process.exit(0)
}
process.once('SIGINT', () => void shutdown('SIGINT'))
process.once('SIGTERM', () => void shutdown('SIGTERM'))

await app.listen({ port: config.port, host: config.host })
const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : config.port
// Passkeys (WebAuthn) need a domain, not an IP address: the loopback and wildcard addresses are
// shown as `localhost`, the name the demo's passkeys work on (docs/adr/0026).
const host = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host) ? 'localhost' : config.host
const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`

const lines = [
  '',
  `  Bourse is running at ${url}/`,
  `  API            ${url}${config.apiPrefix}  (reference: ${url}${config.apiPrefix}/docs)`,
  `  WebSocket      ${url.replace('http', 'ws')}${config.apiPrefix}/ws`,
  `  Data           ${config.dataDir}`,
]
if (config.demoMode) {
  lines.push(
    `  Demo mode      ON: demo account, dev operations, codes in this log. Not for real money.`,
  )
  lines.push(`  Demo account   ${DEMO_ACCOUNT.username} / ${DEMO_ACCOUNT.password}`)
  lines.push(`  Codes          ${url}${config.apiPrefix}/app/dev/outbox (signed in, demo mode)`)
} else {
  lines.push(`  Production     demo mode off (see README, "Running in production")`)
}
console.log(`${lines.join('\n')}\n`)
