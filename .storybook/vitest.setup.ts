/**
 * Visual regression for every story, in light and dark, inside the same `vitest --project
 * storybook` run as the play functions and axe checks. Baselines live beside each stories file
 * in `__screenshots__/` and are committed; with CI=true a missing baseline fails.
 */
import { afterEach, expect } from 'vitest'
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
  story?: { parameters?: { screenshot?: ScreenshotParameter } }
}

const fileName = (name: string) =>
  name
    .trim()
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()

afterEach(async (context: StoryContext) => {
  const story = context.story
  if (!story) return
  // A failed play/axe check has already failed the test; its screenshot would only add noise.
  if (context.task.result?.errors?.length) return
  const options = story.parameters?.screenshot ?? {}
  if (options.disable) return

  await document.fonts.ready
  const html = document.documentElement
  const overlayOpen = document.querySelector('[role="dialog"], [data-bourse-overlay]:not(:empty)')
  const root =
    options.target === 'viewport' || overlayOpen
      ? document.body
      : (document.querySelector<HTMLElement>('[data-story-root]') ?? document.body)
  const target = page.elementLocator(root)
  const name = fileName(context.task.name)
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
})
