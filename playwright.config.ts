// End-to-end journeys: the real server (fresh SQLite data directory) serving the built site,
// driven in Debian's Chromium.
import { defineConfig } from '@playwright/test'
import { chromiumLaunch } from './chromium.config.mjs'

const port = Number(process.env.E2E_PORT ?? 4317)

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
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/app/systemConfig/getByKey?key=custom_line`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
})
