/**
 * A refused submission as a widget shows it: a message for above the button and, for the fields
 * the server named, a message under each (`{ takeProfit: 'Take-profit must be above …' }`).
 * Connected widgets build it from the client's error; presentational widgets only read it.
 */
export class SubmitError extends Error {
  /** Messages by form field (the last segment of the server's field path). */
  readonly fields: Readonly<Record<string, string>>

  constructor(message: string, fields: Record<string, string> = {}) {
    super(message)
    this.name = 'SubmitError'
    this.fields = fields
  }
}

/** The field messages of a rejection, or none when it is not a {@link SubmitError}. */
export function submitFieldErrors(error: unknown): Readonly<Record<string, string>> {
  return error instanceof SubmitError ? error.fields : {}
}
