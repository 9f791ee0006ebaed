import { isApiError } from '@bourse/api-client'
import { SubmitError } from './submitError'

/**
 * Turns a failed call into a {@link SubmitError}: the message of its code, and one message per
 * field the server named (`data.fields`), each through `errorMessage` (the site's `errors.<code>`
 * translation) or, without it, the server's English message. `codeFields` puts the message of
 * a code that names no field under the field it is about (`fund.password.error` -> `fundPassword`).
 */
export function toSubmitError(
  error: unknown,
  errorMessage?: (code: string) => string,
  codeFields: Readonly<Record<string, string>> = {},
): SubmitError {
  if (!isApiError(error)) {
    const text = error instanceof Error ? error.message : ''
    return new SubmitError(errorMessage ? errorMessage('system.error') : text)
  }
  const message = errorMessage ? errorMessage(error.code) : error.message
  const fields: Record<string, string> = {}
  for (const [field, code] of Object.entries(error.fieldErrors())) {
    fields[field] = errorMessage ? errorMessage(code) : code === error.code ? error.message : code
  }
  const own = codeFields[error.code]
  if (own !== undefined && fields[own] === undefined) fields[own] = message
  return new SubmitError(message, fields)
}
