// One vitest run for the whole repository, in projects:
// - unit: pure rules (@bourse/rules), formatters, hooks and components in happy-dom
// - server: the reference server against real SQLite files and real HTTP
// - storybook: every story of ui + exchange-widgets in Debian Chromium (play, axe, screenshots)
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'
import { chromiumLaunch } from './chromium.config.mjs'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Workspace packages resolve to their TypeScript sources through the `source` export condition.
const clientConditions = ['source', ...defaultClientConditions]

export default defineConfig({
  plugins: [react()],
  test: {
    // On CI's noisy 2-core machine a test that times out once under load gets one more try; a
    // test that fails twice fails the run (and `npm test` names it at the end). A property that
    // fails gets none: another try would draw another seed and could hide the counterexample.
    retry: process.env.CI ? { count: 1, condition: /^(?!Property failed)/ } : 0,
    projects: [
      {
        extends: true,
        resolve: { conditions: clientConditions },
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: [
            'packages/{rules,ui,exchange-widgets,api-client,app}/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          setupFiles: ['./vitest.setup.unit.ts', './vitest.setup.fast-check.ts'],
        },
      },
      {
        extends: true,
        resolve: { conditions: ['source', ...defaultServerConditions] },
        ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
        test: {
          name: 'server',
          environment: 'node',
          include: ['packages/server/{src,test}/**/*.test.ts'],
          pool: 'forks',
          setupFiles: ['./vitest.setup.fast-check.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        resolve: { conditions: clientConditions },
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          setupFiles: ['./.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunch }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
})
