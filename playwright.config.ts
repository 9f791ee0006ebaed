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

/** The projects named on the command line (`--project=a`, `--project a`); empty means all. */
const chosen = process.argv.flatMap((arg, i, argv) =>
  arg.startsWith('--project=')
    ? [arg.slice('--project='.length)]
    : arg === '--project' && argv[i + 1]
      ? [argv[i + 1] as string]
      : [],
)
// The Storybook docs pages need only their static files, which their spec serves itself: a run
// of that project alone does not build the site or start the reference server.
const storybookOnly = chosen.length > 0 && chosen.every((name) => name === 'storybook')

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
    {
      name: 'journeys',
      testIgnore: /(earn|embed|passkeys|allowlist|withdrawal|storybook-docs)\.spec\.ts$/,
    },
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
    // Every docs page of the static Storybook (`npm run build-storybook`), served by the spec.
    // No trace: recording 66 pages of Storybook's DOM doubles the run; a failure names the page
    // and the error.
    { name: 'storybook', testMatch: /storybook-docs\.spec\.ts$/, use: { trace: 'off' } },
  ],
  webServer: storybookOnly
    ? undefined
    : {
        command: 'node scripts/e2e-server.mjs',
        url: `http://127.0.0.1:${port}/api/app/systemConfig/getByKey?key=custom_line`,
        env: { PORT: String(port), E2E_DATA_DIR: process.env.E2E_DATA_DIR },
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: 'pipe',
      },
})
