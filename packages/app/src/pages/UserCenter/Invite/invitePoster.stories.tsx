import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { expect } from 'storybook/test'
import { InvitePosterCanvas } from './InvitePosterCanvas'
import { inviteLink, posterQrLayout, type InvitePosterContent } from './invitePoster'

type PosterProps = Omit<InvitePosterContent, 'fontFamily' | 'link'>

/** The poster at half size, as the invitation page previews it. */
function Poster(props: PosterProps) {
  const content = useMemo(
    () => ({ ...props, link: inviteLink('https://bourse.example', props.code) }),
    [props],
  )
  return <InvitePosterCanvas content={content} role="img" aria-label={`Poster ${props.code}`} />
}

const meta = {
  title: 'App/InvitePoster',
  component: Poster,
  tags: ['autodocs', 'stable'],
  // Chromium anti-aliases canvas text differently depending on what ran before in the browser
  // (about 1-2 % of the poster's pixels); the play functions check the drawing itself.
  parameters: { screenshot: { allowedMismatchedPixelRatio: 0.03 } },
  args: {
    brand: 'Bourse',
    mark: 'B',
    headline: 'Trade crypto with me on Bourse',
    lead: 'Spot, futures and earn in one account',
    codeLabel: 'Invitation code',
    code: 'BRS7K2QX',
    scan: 'Scan to register',
  },
} satisfies Meta<typeof Poster>

export default meta
type Story = StoryObj<typeof meta>

/** Reads one pixel of the canvas as `r,g,b`. */
function pixel(canvas: HTMLCanvasElement, x: number, y: number): string {
  const data = canvas.getContext('2d')?.getImageData(x, y, 1, 1).data
  return data ? `${data[0]},${data[1]},${data[2]}` : ''
}

/**
 * Waits for the page's fonts and the redraw they cause, so the screenshot never catches the
 * poster drawn in a fallback font.
 */
async function fontsDrawn(): Promise<void> {
  await document.fonts.ready
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await fontsDrawn()
    const poster = canvasElement.querySelector('canvas')
    if (!poster) throw new Error('no canvas')
    const { x, y, left, top, module } = posterQrLayout(
      inviteLink('https://bourse.example', 'BRS7K2QX'),
    )
    // The quiet zone is white; the top-left finder pattern has a dark ring, a light ring and a
    // dark centre.
    await expect(pixel(poster, x + 2, y + 2)).toBe('255,255,255')
    const at = (cell: number) => pixel(poster, left + cell * module, top + cell * module)
    await expect(at(0.5)).toBe('0,0,0')
    await expect(at(1.5)).toBe('255,255,255')
    await expect(at(3.5)).toBe('0,0,0')
  },
}

/** A long headline shrinks to the poster's width instead of running off it. */
export const LongContent: Story = {
  args: {
    headline: 'Handeln Sie mit mir Kryptowährungen an der Bourse, rund um die Uhr und weltweit',
    code: 'LONGCODE99',
  },
  play: fontsDrawn,
}

/** Every text of the poster at hand: try a long headline or another code. */
export const Playground: Story = { play: fontsDrawn }
