// End-to-end journeys: the real server (fresh SQLite data directory) serving the built site,
// driven in Debian's Chromium.
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { chromiumLaunch } from './chromium.config.mjs'

const port = Number(process.env.E2E_PORT ?? 4317)
// One data directory per port, known to the server and to the journeys' admin CLI (the config is
// evaluated again in every worker, so it is a fixed path, emptied by the server at start).
process.env.E2E_DATA_DIR ??= path.join(tmpdir(), `bourse-e2e-${port}`)

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1440, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'journeys', testIgnore: /(earn|embed|passkeys|allowlist|withdrawal)\.spec\.ts$/ },
    // The foreign host apps of examples/ (built by `node scripts/examples/build.mjs`), each served
    // by the spec with /api proxied to this server.
    { name: 'embedders', testMatch: /embed\.spec\.ts$/ },
    // The earn, passkeys, allow-list and withdrawal journeys move the server's clock forward by
    // days (demo mode), which would upset journeys that read the time (authenticator codes), so
    // they run last, on the same server.
    {
      name: 'time-travel',
      testMatch: /(earn|passkeys|allowlist|withdrawal)\.spec\.ts$/,
      dependencies: ['journeys', 'embedders'],
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/app/systemConfig/getByKey?key=custom_line`,
    env: { PORT: String(port), E2E_DATA_DIR: process.env.E2E_DATA_DIR },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
})
