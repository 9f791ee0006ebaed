// Starts the reference server for the e2e journeys on a fresh data directory, building the site
// first when it has not been built.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
if (!existsSync(path.join(root, 'packages/app/dist/index.html'))) {
  const build = spawnSync('npm', ['run', '-s', 'build:app'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
// The journeys' operator commands (the admin CLI) open the same directory: E2E_DATA_DIR, which
// playwright.config.ts sets for both.
const dataDir = process.env.E2E_DATA_DIR
if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)')
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })
const server = spawn(
  path.join(root, 'node_modules/.bin/tsx'),
  ['--conditions=source', 'packages/server/src/main.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DEMO_MODE: 'true',
      HOST: '127.0.0.1',
      // The robot journey runs a whole cycle in seconds rather than three minutes.
      ROBOT_RUN_SECONDS: '12',
      ROBOT_TICK_SECONDS: '1',
      // Deposits confirm in 6 s (slow enough to watch them count); withdrawals wait for the
      // journey's own approval.
      CHAIN_BLOCK_SECONDS: '0.5',
      WITHDRAWAL_AUTO_APPROVE_SECONDS: '0',
      // Every journey's browser and API calls come from one address, with a cold cache per test.
      RATE_LIMIT_PER_MINUTE: '100000',
      // ...and the journeys sign up some thirty accounts within the hour.
      CODES_PER_IP_PER_HOUR: '1000',
    },
  },
)
const stop = () => server.kill('SIGTERM')
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
