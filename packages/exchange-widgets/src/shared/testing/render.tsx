import type { ExchangeClient, StreamClient } from '@bourse/api-client'
import { BourseThemeProvider } from '@bourse/ui'
import { fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { WidgetsProvider } from '../../WidgetsProvider'

/*
 * Helpers the connected widgets' tests share: the providers a widget renders in, and the
 * text-box queries and edits they repeat. Tests only; the package build leaves this folder out.
 */

/** An `errorText` whose output tests can tell from the server's message. */
export const translatedError = (code: string) => `translated ${code}`

/**
 * Renders `ui` in the light theme inside a `WidgetsProvider` on `client` and `stream`, in English
 * (error codes worded by `errorText` when given).
 */
export function renderInWidgets(
  {
    client,
    stream,
    errorText,
  }: { client: ExchangeClient; stream: StreamClient; errorText?: (code: string) => string },
  ui: ReactNode,
) {
  return render(
    <BourseThemeProvider mode="light">
      <WidgetsProvider client={client} stream={stream} locale="en" errorText={errorText}>
        {ui}
      </WidgetsProvider>
    </BourseThemeProvider>,
  )
}

/** The text box labelled `name`. */
export const textbox = (name: string) => screen.getByRole('textbox', { name })

/** Sets the text box labelled `name` to `value` in one change event. */
export const changeText = (name: string, value: string) =>
  fireEvent.change(textbox(name), { target: { value } })
