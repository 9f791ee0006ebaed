import { DocsContainer } from '@storybook/addon-docs/blocks'
import type { DocsContainerProps } from '@storybook/addon-docs/blocks'
import type { Decorator, Preview } from '@storybook/react-vite'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { PropsWithChildren } from 'react'
import { createPortal } from 'react-dom'
import { GLOBALS_UPDATED } from 'storybook/internal/core-events'
import { themes } from 'storybook/theming'
import { BourseThemeProvider, ToastProvider } from '../packages/ui/src'
import type { ThemeMode, UpDown } from '../packages/ui/src'
import { StatusBadge } from '../packages/ui/src/docs/status/StatusBadge'
import { statusOf } from '../packages/ui/src/docs/status/status'
import type { Status } from '../packages/ui/src/docs/status/status'
import { loadLanguage, switchAppLanguage, withWidgetMessages } from './language'
import { localeTag, locales } from './locales'

/**
 * Every story renders inside the theme and a ToastProvider. The theme attributes go on <html>
 * so overlays (modal, toast) pick them up too. Components with a `locale` prop receive the
 * toolbar locale as a BCP-47 tag unless the story sets `locale` itself; their labels follow the
 * same toolbar through `withWidgetMessages` and the app's i18next (language.tsx). Stories with
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
  // The design system's components show at their own size: a button is as wide as its label, and
  // only a `block` one fills the width it is given. Widgets fill the box an embedder gives them,
  // so they get a panel's width, as on a page.
  const ownSize = context.title.startsWith('UI/')
  return (
    <BourseThemeProvider mode={mode} upDown={upDown}>
      <ToastProvider>
        <div
          data-story-root=""
          style={{
            display: fullscreen ? 'block' : 'inline-flex',
            flexDirection: 'column',
            alignItems: ownSize ? 'flex-start' : undefined,
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

const modeOf = (value: unknown): ThemeMode => (value === 'dark' ? 'dark' : 'light')

/** The toolbar's theme as a docs page opens: from its story, else (an MDX page) from the store. */
function openingMode(context: DocsContainerProps['context']): ThemeMode {
  try {
    return modeOf(context.getStoryContext(context.storyById()).globals.theme)
  } catch {
    // An MDX page without a CSF file has no story to ask; the preview's store holds the globals.
    const store = (context as { store?: { userGlobals?: { get?: () => Record<string, unknown> } } })
      .store
    return modeOf(store?.userGlobals?.get?.().theme)
  }
}

/** The status tag of the docs page's component (Guidelines/Status); none on an MDX-only page. */
function pageStatus(context: DocsContainerProps['context']): Status | undefined {
  try {
    return statusOf(context.storyById().tags)
  } catch {
    return undefined
  }
}

/**
 * The component's status badge, right under the page's title. The page (autodocs or MDX) renders
 * its <h1> itself, after this container mounts, so the badge goes into a slot placed after it.
 */
function StatusUnderTitle({ status, mode }: { status: Status; mode: ThemeMode }) {
  const anchor = useRef<HTMLSpanElement>(null)
  const [slot, setSlot] = useState<HTMLElement | null>(null)
  useEffect(() => {
    const page = anchor.current?.parentElement
    if (!page) return
    let holder: HTMLElement | null = null
    const place = () => {
      const title = page.querySelector('h1')
      if (!title || (holder && holder.previousElementSibling === title)) return
      holder?.remove()
      holder = document.createElement('p')
      holder.dataset.status = ''
      title.after(holder)
      setSlot(holder)
    }
    place()
    const observer = new MutationObserver(place)
    observer.observe(page, { childList: true, subtree: true })
    return () => {
      observer.disconnect()
      holder?.remove()
    }
  }, [])
  return (
    <span ref={anchor} hidden>
      {slot
        ? createPortal(
            <>
              Status: <StatusBadge status={status} mode={mode} />{' '}
              <a href="./?path=/docs/guidelines-status--docs" target="_top">
                what this means
              </a>
            </>,
            slot,
          )
        : null}
    </span>
  )
}

/**
 * Docs pages follow the theme toolbar like stories do: Storybook's own docs chrome (page, text,
 * props tables, code blocks) takes its dark or light theme, and `data-theme` on <html> gives the
 * page the Bourse canvas. The container stays mounted while globals change, so it listens to them.
 */
function ThemedDocsContainer({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const [mode, setMode] = useState(() => openingMode(context))
  useEffect(() => {
    const onGlobals = ({ globals }: { globals: Record<string, unknown> }) =>
      setMode(modeOf(globals.theme))
    context.channel.on(GLOBALS_UPDATED, onGlobals)
    return () => context.channel.off(GLOBALS_UPDATED, onGlobals)
  }, [context.channel])
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = mode
  }, [mode])
  const status = pageStatus(context)
  return (
    <DocsContainer context={context} theme={mode === 'dark' ? themes.dark : themes.light}>
      {status ? <StatusUnderTitle status={status} mode={mode} /> : null}
      {children}
    </DocsContainer>
  )
}

const preview: Preview = {
  tags: ['autodocs'],
  // The Language toolbar's texts load first (language.tsx), so a story opens already translated.
  loaders: [loadLanguage],
  beforeEach: switchAppLanguage,
  // Later decorators wrap earlier ones: the widgets' texts sit around the theme and its wrapper.
  decorators: [withBourse, withWidgetMessages],
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
    // Any axe violation fails the story test (in both themes: see vitest.setup.ts).
    a11y: { test: 'error' },
    docs: { container: ThemedDocsContainer },
  },
}

export default preview
