import { isApiError } from '@bourse/api-client'
import { useMemo } from 'react'
import { toSubmitError, type SubmitError } from '../submitError'
import { useWidgets } from '../../WidgetsProvider'

/** The text of a server error code in the embedder's language (the site's `errors.<code>`). */
export type ErrorText = (code: string) => string

/**
 * The message of a failure as a widget shows it: an API error's code through `errorText`, or the
 * server's own English message without it; `undefined` for a failure that is not the API's.
 */
export function describeFailure(failure: unknown, errorText?: ErrorText): string | undefined {
  if (!isApiError(failure)) return undefined
  return errorText ? errorText(failure.code) : failure.message
}

export type ApiErrors = {
  /** A failure's message ({@link describeFailure}), for a loading error or a row action. */
  describe: (failure: unknown) => string | undefined
  /**
   * A failed submission as the widget shows it: its message, and one per field the server named
   * (`codeFields` puts a code that names no field under the field it is about).
   */
  toSubmitError: (error: unknown, codeFields?: Readonly<Record<string, string>>) => SubmitError
}

/**
 * The one way a connected widget turns the client's errors into text: through the `errorText`
 * given to `WidgetsProvider` (stable while it is the same function).
 */
export function useApiErrors(): ApiErrors {
  const { errorText } = useWidgets()
  return useMemo(
    () => ({
      describe: (failure) => describeFailure(failure, errorText),
      toSubmitError: (error, codeFields) => toSubmitError(error, errorText, codeFields),
    }),
    [errorText],
  )
}
