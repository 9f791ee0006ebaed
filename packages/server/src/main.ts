import { buildServer, DEMO_ACCOUNT } from './app'
import { loadConfig } from './config'

const config = loadConfig()
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
const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`

const lines = [
  '',
  `  Bourse is running at ${url}/`,
  `  API            ${url}${config.apiPrefix}  (reference: ${url}${config.apiPrefix}/docs)`,
  `  WebSocket      ${url.replace('http', 'ws')}${config.apiPrefix}/ws`,
  `  Data           ${config.dataDir}`,
]
if (config.demoMode) {
  lines.push(`  Demo account   ${DEMO_ACCOUNT.username} / ${DEMO_ACCOUNT.password}`)
  lines.push(`  Codes          ${url}${config.apiPrefix}/app/dev/outbox (demo mode)`)
}
console.log(`${lines.join('\n')}\n`)
