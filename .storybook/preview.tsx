import type { Decorator, Preview } from '@storybook/react-vite'
import { BourseThemeProvider, ToastProvider } from '../packages/ui/src'
import type { ThemeMode, UpDown } from '../packages/ui/src'
import { localeTag, locales } from './locales'

/**
 * Every story renders inside the theme and a ToastProvider. The theme attributes go on <html>
 * so overlays (modal, toast) pick them up too. Components with a `locale` prop receive the
 * toolbar locale as a BCP-47 tag unless the story sets `locale` itself. Stories with
 * `parameters.hostPage` render bare: they stand for a host page that embeds the widgets.
 */
const withBourse: Decorator = (Story, context) => {
  // A story that plays someone else's page (an embed's host) brings its own theme, or none.
  if (context.parameters.hostPage === true) return <Story />
  const mode: ThemeMode = context.globals.theme === 'dark' ? 'dark' : 'light'
  const upDown: UpDown = context.globals.updown === 'red-up' ? 'red-up' : 'green-up'
  const tag = localeTag(context.globals.locale)
  if (typeof document !== 'undefined') document.documentElement.lang = tag
  const wantsLocale = Boolean(context.argTypes.locale) || context.parameters.injectLocale === true
  const args =
    wantsLocale && context.args.locale === undefined
      ? { ...context.args, locale: tag }
      : context.args
  const fullscreen = context.parameters.layout === 'fullscreen'
  return (
    <BourseThemeProvider mode={mode} upDown={upDown}>
      <ToastProvider>
        <div
          data-story-root=""
          style={{
            display: fullscreen ? 'block' : 'inline-flex',
            flexDirection: 'column',
            minWidth: fullscreen ? undefined : 'min(100%, 360px)',
            maxWidth: '100%',
            padding: fullscreen ? 0 : 'var(--bourse-space-6)',
            background: 'var(--bourse-color-bg-canvas)',
            color: 'var(--bourse-color-text-primary)',
          }}
        >
          <Story args={args} />
        </div>
      </ToastProvider>
    </BourseThemeProvider>
  )
}

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withBourse],
  globalTypes: {
    theme: {
      description: 'Colour mode',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    updown: {
      description: 'Rising / falling colours',
      toolbar: {
        title: 'Up/down',
        icon: 'arrowup',
        items: [
          { value: 'green-up', title: 'Green up, red down' },
          { value: 'red-up', title: 'Red up, green down' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: Object.entries(locales).map(([value, { name }]) => ({
          value,
          title: name,
          right: value,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', updown: 'green-up', locale: 'en' },
  parameters: {
    options: {
      // Orientation first (Welcome, Foundations, Guidelines), then the components.
      storySort: {
        order: [
          'Welcome',
          'Foundations',
          [
            'Colour',
            'Rise and fall',
            'Typography',
            'Spacing',
            'Radius',
            'Elevation',
            'Motion',
            'Z-index',
            'Theming an embed',
            'Languages',
          ],
          'Guidelines',
          '*',
        ],
      },
    },
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story test.
    a11y: { test: 'error' },
  },
}

export default preview
