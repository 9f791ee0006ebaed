import { expect, fn, userEvent, within } from 'storybook/test'
import { field, type Canvas } from './stories'

/*
 * Helpers the order-entry widgets' stories share (spot and futures order forms, the
 * second-contract ticket): the args they all start from and the steps their `play` functions
 * repeat. Stories import it whole (`import * as orderForm from ...`, then `orderForm.args()`).
 * Stories only; the package build leaves this folder out.
 */

type PlayContext<A> = { args: A; canvasElement: HTMLElement }
type Spied = { onSubmit?: unknown; onLogin?: unknown }

/** The args every order form starts from: signed in, ready, spies for submit and log-in. */
export const args = () => ({
  loggedIn: true,
  status: 'ready' as const,
  onSubmit: fn(async (): Promise<unknown> => undefined),
  onLogin: fn(),
})

/** An `onSubmit` the server refuses with `message`. */
export const refusedWith = (message: string) =>
  fn(async (): Promise<never> => {
    throw new Error(message)
  })

/** Clicks the submit button `button`, then checks `onSubmit` was called with `request`. */
export async function submits(canvas: Canvas, args: Spied, button: string, request: unknown) {
  await userEvent.click(canvas.getByRole('button', { name: button }))
  await expect(args.onSubmit).toHaveBeenCalledWith(request)
}

/** Checks the refused order was sent once and the server's `message` shows as an alert. */
export async function showsRefusal(canvas: Canvas, args: Spied, message: string) {
  await expect(args.onSubmit).toHaveBeenCalledTimes(1)
  await expect(await canvas.findByRole('alert')).toHaveTextContent(message)
}

/** A visitor's log-in button calls `onLogin` once. */
export async function logsIn(canvas: Canvas, args: Spied) {
  await userEvent.click(canvas.getByRole('button', { name: 'Log in to trade' }))
  await expect(args.onLogin).toHaveBeenCalledTimes(1)
}

/** The `Submitting` story: an order on its way, the button spins and a click sends nothing. */
export const submittingStory = {
  args: { submitting: true },
  play: async ({ args, canvasElement }: PlayContext<Spied>) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Placing order' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Checks the form `region` is busy and its submit button `button` disabled. */
export async function waitsWhileLoading(canvas: Canvas, region: string, button: string) {
  await expect(canvas.getByRole('region', { name: region })).toHaveAttribute('aria-busy', 'true')
  await expect(canvas.getByRole('button', { name: button })).toBeDisabled()
}

/** A `play` that checks a price picked in the order book switched to Limit and filled `price`. */
export const fillsPickedPrice =
  (price: string) =>
  async ({ canvasElement }: PlayContext<unknown>) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('tab', { name: 'Limit' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(field(canvas, 'Price')).toHaveValue(price)
  }
