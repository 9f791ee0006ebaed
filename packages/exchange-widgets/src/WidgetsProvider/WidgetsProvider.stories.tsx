import { FIXTURE_NOW, marketsFixture, tickersFixture } from '@bourse/api-client/mocks'
import type { MarketInfo, Ticker as TickerData } from '@bourse/api-client'
import { BourseThemeProvider } from '@bourse/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { Ticker } from '../Ticker'

/**
 * The host page's own styles: a margin, a serif font and a tint on its body, and a rule for its
 * paragraphs. An embed in wrapper mode must leave every one of them as it was.
 */
const HOST_CSS = `
  body { margin: 24px; font-family: Georgia, serif; font-size: 18px; background: rgb(255, 250, 240); color: rgb(20, 20, 20); }
  p { margin: 12px 0; color: rgb(128, 0, 0); font-family: Georgia, serif; }
`

/** What a host page would notice if an embed restyled it. */
function hostLooks() {
  const body = getComputedStyle(document.body)
  const html = getComputedStyle(document.documentElement)
  const p = getComputedStyle(document.querySelector('#host-paragraph') as HTMLElement)
  return {
    body: {
      margin: body.margin,
      fontFamily: body.fontFamily,
      fontSize: body.fontSize,
      background: body.backgroundColor,
      color: body.color,
      boxSizing: body.boxSizing,
    },
    html: { background: html.backgroundColor, colorScheme: html.colorScheme },
    p: { margin: p.margin, color: p.color, fontFamily: p.fontFamily, boxSizing: p.boxSizing },
    rootVariable: html.getPropertyValue('--bourse-color-bg-canvas'),
    htmlAttributes: [
      document.documentElement.dataset.theme,
      document.documentElement.dataset.updown,
    ],
  }
}

/**
 * A test of an embed in someone else's page, not a component to look at: under "Tests", with no
 * docs page (the provider draws nothing of its own; "Theming an embed" in Foundations shows it).
 */
const meta = {
  title: 'Tests/WidgetsProvider',
  tags: ['!autodocs'],
  parameters: {
    // The story is the host page: no Bourse theme on <html> from the Storybook decorator.
    hostPage: true,
    layout: 'fullscreen',
    // Checks computed styles; the Ticker's own stories cover its looks.
    screenshot: { disable: true },
  },
  beforeEach: () => {
    const style = document.createElement('style')
    style.textContent = HOST_CSS
    document.head.appendChild(style)
    const paragraph = document.createElement('p')
    paragraph.id = 'host-paragraph'
    paragraph.textContent = 'The host page’s own paragraph.'
    document.body.prepend(paragraph)
    return () => {
      style.remove()
      paragraph.remove()
    }
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const market = marketsFixture.find((m) => m.symbol === 'BTCUSDT') as MarketInfo
const ticker = tickersFixture.find((t) => t.symbol === 'BTCUSDT') as TickerData

/**
 * A widget embedded with `applyTo="wrapper"` in a page that has its own body margin, font and
 * paragraph style: the page looks the same after the widget mounts, and the theme's variables,
 * font and colours live on the wrapper only.
 */
export const WrapperInHostPage: Story = {
  render: () => (
    <BourseThemeProvider applyTo="wrapper" mode="dark" upDown="red-up">
      <Ticker
        market={market}
        ticker={ticker}
        direction="up"
        status="ready"
        connection="open"
        updatedAt={FIXTURE_NOW}
        timeZone="UTC"
        onRetry={fn()}
      />
    </BourseThemeProvider>
  ),
  play: async ({ canvasElement, mount }) => {
    const before = hostLooks()
    expect(before.body.margin).toBe('24px')
    expect(before.body.fontFamily).toBe('Georgia, serif')
    expect(before.rootVariable).toBe('')

    await mount()
    const heading = await within(canvasElement).findByRole('heading', { name: 'BTC/USDT' })
    expect(hostLooks()).toEqual(before)

    const wrapper = heading.closest<HTMLElement>('[data-theme]') as HTMLElement
    expect(wrapper).not.toBe(document.documentElement)
    expect(wrapper.dataset).toMatchObject({ theme: 'dark', updown: 'red-up' })
    const themed = getComputedStyle(wrapper)
    expect(themed.getPropertyValue('--bourse-color-bg-canvas').trim()).toBe('#0a0c10')
    expect(themed.getPropertyValue('--bourse-space-4').trim()).not.toBe('')
    // Red-up: rising prices take the mode's red.
    expect(themed.getPropertyValue('--bourse-color-rise')).toBe(
      themed.getPropertyValue('--bourse-color-red'),
    )
    expect(themed.backgroundColor).toBe('rgb(10, 12, 16)')
    expect(themed.fontFamily).not.toMatch(/Georgia/)
    expect(themed.boxSizing).toBe('border-box')
    expect(getComputedStyle(heading).boxSizing).toBe('border-box')
  },
}
