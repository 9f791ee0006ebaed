import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  stories: [
    // Welcome, Foundations and Guidelines: MDX pages drawn from the tokens (sorted in preview.tsx).
    '../packages/ui/src/docs/**/*.mdx',
    // A component's own docs page with its guidance (Button.mdx beside Button.stories.tsx).
    '../packages/ui/src/[A-Z]*/*.mdx',
    '../packages/exchange-widgets/src/[A-Z]*/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/exchange-widgets/src/**/*.stories.@(ts|tsx)',
    '../packages/app/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The site's logo for the Storybook's brand (manager.ts), served from where the site keeps it.
  staticDirs: [{ from: '../packages/app/public/favicon.svg', to: '/brand/bourse.svg' }],
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => {
    // Workspace packages resolve to their TypeScript sources through the `source` condition.
    const conditions = viteConfig.resolve?.conditions ?? []
    return {
      ...viteConfig,
      resolve: {
        ...viteConfig.resolve,
        conditions: [
          'source',
          ...conditions.filter((c) => c !== 'source'),
          'module',
          'browser',
          'development|production',
        ],
      },
    }
  },
}

export default config
