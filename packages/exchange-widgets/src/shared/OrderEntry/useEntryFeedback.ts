import { useState } from 'react'

/*
 * The feedback every order-entry form keeps: which fields were touched, whether a submit was
 * attempted (both decide when a field's problem shows), the request under way, the server's
 * refusal and the success message.
 */

/** The message of a refusal: the error's own, or `fallback` when it carries none. */
export const refusalMessage = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback

export function useEntryFeedback<F extends string>() {
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({})
  const [attempted, setAttempted] = useState(false)
  const [pending, setPending] = useState(false)
  const [submitError, setSubmitError] = useState<string | null>(null)
  const [placed, setPlaced] = useState(false)

  /** A field's problem shows once the field was left or a submit was attempted. */
  const shows = (field: F) => attempted || touched[field] === true
  const touch = (field: F) => setTouched((t) => ({ ...t, [field]: true }))
  /** The user changed something: the last answer no longer applies. */
  const resetFeedback = () => {
    setSubmitError(null)
    setPlaced(false)
  }
  /**
   * Sends with the button spinning; on success shows the placed message and forgets what was
   * touched, on failure hands the error to `onFailure`.
   */
  const send = async (request: () => Promise<void>, onFailure: (error: unknown) => void) => {
    setPending(true)
    setSubmitError(null)
    setPlaced(false)
    try {
      await request()
      setPlaced(true)
      setTouched({})
      setAttempted(false)
    } catch (error) {
      onFailure(error)
    } finally {
      setPending(false)
    }
  }

  return {
    touched,
    attempted,
    setAttempted,
    pending,
    submitError,
    setSubmitError,
    placed,
    setPlaced,
    shows,
    touch,
    resetFeedback,
    send,
  }
}
