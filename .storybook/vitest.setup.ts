/**
 * Visual regression and accessibility for every story, in light and dark, inside the same
 * `vitest --project storybook` run as the play functions. Baselines live beside each stories file
 * in `__screenshots__/` and are committed; with CI=true a missing baseline fails.
 */
import type { A11yParameters } from '@storybook/addon-a11y'
import axe from 'axe-core'
import type { ContextObject, Result } from 'axe-core'
import { afterEach, beforeEach, expect } from 'vitest'
import type { TestContext } from 'vitest'
import { page } from 'vitest/browser'

// Deterministic pixels: no animation, transition or blinking caret.
const freeze = document.createElement('style')
freeze.textContent = `
  *, *::before, *::after {
    animation-duration: 0s !important;
    animation-delay: 0s !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0s !important;
    transition-delay: 0s !important;
    caret-color: transparent !important;
  }
  body { min-height: 100vh; }
`
document.head.appendChild(freeze)

type ScreenshotParameter = {
  disable?: boolean
  target?: 'root' | 'viewport'
  /**
   * The share of pixels that may differ from the baseline (default none). Only for stories of a
   * canvas whose text Chromium anti-aliases differently from one run to the next (the poster).
   */
  allowedMismatchedPixelRatio?: number
}
type StoryContext = TestContext & {
  story?: {
    parameters?: { screenshot?: ScreenshotParameter; a11y?: A11yParameters }
    globals?: { a11y?: { manual?: boolean }; ghostStories?: unknown }
  }
}

/** Storybook's own elements, always in the document; the addon leaves them out too. */
const storybookChrome = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root']

/**
 * The axe context the a11y addon builds from `parameters.a11y.context` (the page's body unless
 * the story narrows it), so both themes are checked on the same elements.
 */
function axeContext(parameter: A11yParameters['context']): ContextObject {
  const context = { include: document.body, exclude: storybookChrome } as ContextObject
  if (parameter === undefined) return context
  const given = parameter as { include?: unknown; exclude?: unknown }
  const hasInclude =
    typeof parameter === 'object' && 'include' in given && given.include !== undefined
  const hasExclude =
    typeof parameter === 'object' && 'exclude' in given && given.exclude !== undefined
  const include = hasInclude ? given.include : hasExclude ? context.include : parameter
  const exclude = hasExclude ? storybookChrome.concat(given.exclude as string[]) : storybookChrome
  return { include, exclude } as ContextObject
}

/** One line per failing element: rule, impact, where, and axe's own account of the failure. */
const describeViolations = (violations: Result[]) =>
  violations
    .flatMap((rule) =>
      rule.nodes.map((node) => {
        const summary = (node.failureSummary ?? rule.help).replace(/\s+/g, ' ').trim()
        return `  ${rule.id} (${rule.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${summary}`
      }),
    )
    .join('\n')

/**
 * The a11y addon runs axe once, in the theme of the toolbar global (light unless the story says
 * otherwise). This runs it again in the other theme, with the same rules, options, context and
 * opt-outs, so a colour that fails contrast in only one theme fails the story. Colours are CSS
 * custom properties keyed on `data-theme`, so flipping the attribute restyles without a re-render.
 */
async function checkOtherTheme(story: NonNullable<StoryContext['story']>) {
  const parameter = story.parameters?.a11y ?? {}
  if (parameter.disable === true || parameter.test === 'off') return
  if (story.globals?.a11y?.manual === true || story.globals?.ghostStories) return

  const html = document.documentElement
  const before = html.dataset.theme
  const other = before === 'dark' ? 'light' : 'dark'
  const { config = {}, options = {} } = parameter
  // As the addon does: the landmark rule is off (a story is not a page), stories may add rules.
  const rules = [{ id: 'region', enabled: false }, ...(config.rules ?? [])]
  axe.reset()
  axe.configure({ ...config, rules })
  // With `runOnly`, axe ignores the configured `enabled: false`; the addon repeats them as options
  // (the last word on a rule wins, so a story can switch `region` back on).
  const disabled: Record<string, { enabled: false }> = {}
  for (const { id, enabled } of rules) {
    if (!id || typeof enabled !== 'boolean') continue
    if (enabled) delete disabled[id]
    else disabled[id] = { enabled: false }
  }
  const runOptions = options.runOnly
    ? { ...options, rules: { ...disabled, ...options.rules } }
    : options
  html.dataset.theme = other
  let violations: Result[]
  try {
    ;({ violations } = await axe.run(axeContext(parameter.context), runOptions))
  } finally {
    if (before === undefined) delete html.dataset.theme
    else html.dataset.theme = before
  }
  if (violations.length === 0) return
  const failed = violations.map((rule) => rule.id).join(', ')
  const report = `axe, ${other} theme: ${failed}\n${describeViolations(violations)}`
  // `todo` marks a story whose violations are known and tracked: reported, not failed.
  if (parameter.test === 'todo') console.warn(report)
  else throw new Error(report)
}

const fileName = (name: string) =>
  name
    .trim()
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()

/**
 * The errors a test had before this attempt: a retried test keeps its earlier attempts' errors,
 * so "this attempt failed" is more errors than at its start. (Counting all of them made a retry
 * skip its screenshots, and a baseline missing in CI passed on the retry.)
 */
const errorsBefore = new WeakMap<object, number>()
beforeEach((context: TestContext) => {
  errorsBefore.set(context.task, context.task.result?.errors?.length ?? 0)
})

afterEach(async (context: StoryContext) => {
  const story = context.story
  if (!story) return
  // A failed play/axe check has already failed this attempt; its screenshot would only add noise.
  const errors = context.task.result?.errors?.length ?? 0
  if (errors > (errorsBefore.get(context.task) ?? 0)) return
  const options = story.parameters?.screenshot ?? {}
  // Screenshots first: the story's timed states (a toast that dismisses itself) must not wait
  // for another axe run.
  if (!options.disable) await takeScreenshots(context.task.name, options)
  await checkOtherTheme(story)
})

async function takeScreenshots(testName: string, options: ScreenshotParameter) {
  await document.fonts.ready
  const html = document.documentElement
  const overlayOpen = document.querySelector('[role="dialog"], [data-bourse-overlay]:not(:empty)')
  const root =
    options.target === 'viewport' || overlayOpen
      ? document.body
      : (document.querySelector<HTMLElement>('[data-story-root]') ?? document.body)
  const target = page.elementLocator(root)
  const name = fileName(testName)
  const before = html.dataset.theme

  html.dataset.theme = 'light'
  const compare =
    options.allowedMismatchedPixelRatio === undefined
      ? undefined
      : {
          comparatorName: 'pixelmatch' as const,
          comparatorOptions: { allowedMismatchedPixelRatio: options.allowedMismatchedPixelRatio },
        }
  await expect.element(target).toMatchScreenshot(`${name}-light`, compare)
  // Colours are CSS custom properties, so switching the attribute repaints without a re-render.
  html.dataset.theme = 'dark'
  try {
    await expect.element(target).toMatchScreenshot(`${name}-dark`, compare)
  } finally {
    if (before === undefined) delete html.dataset.theme
    else html.dataset.theme = before
  }
}
