import type { Decorator } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'

/*
 * Helpers the widget stories share: a fixed-width frame and the queries and typing their `play`
 * functions repeat. Stories only; the package build leaves this folder out.
 */

/** What `within(canvasElement)` returns. */
export type Canvas = ReturnType<typeof within>

/** Renders the story in a box `width` pixels wide, as a widget sits in its panel. */
export const widthDecorator =
  (width: number): Decorator =>
  (Story) => <div style={{ width }}>{Story()}</div>

/** The text box labelled `name`. */
export const field = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name })

/** Clears the text box labelled `name` and types `text` into it, key by key. */
export async function typeInto(canvas: Canvas, name: string, text: string) {
  const input = field(canvas, name)
  await userEvent.clear(input)
  await userEvent.type(input, text)
}

/** Clicks the button `name` inside the group labelled `group` (leverage, trigger price...). */
export const pick = (canvas: Canvas, group: string, name: string) =>
  userEvent.click(within(canvas.getByRole('group', { name: group })).getByRole('button', { name }))
