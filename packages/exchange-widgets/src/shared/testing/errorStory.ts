import { expect, userEvent, within } from 'storybook/test'

/*
 * The error story of a widget that shows the server's detail under its error title. Stories only;
 * the package build leaves this folder out.
 */

/** The detail the error stories pass (`errorDetail`). */
export const storyErrorDetail = 'Network timeout'

/** An error story's `play`: the alert shows the detail, and retry calls `onRetry` once. */
export async function showsDetailAndRetries({
  args,
  canvasElement,
}: {
  args: { onRetry?: unknown }
  canvasElement: HTMLElement
}) {
  const canvas = within(canvasElement)
  await expect(canvas.getByRole('alert')).toHaveTextContent(storyErrorDetail)
  await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
  await expect(args.onRetry).toHaveBeenCalledOnce()
}
