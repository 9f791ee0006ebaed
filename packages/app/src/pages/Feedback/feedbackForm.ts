import type { FeedbackCategory } from '@bourse/api-client'

/** A feedback's text, trimmed, has this many characters at least and at most (the contract's rule). */
export const FEEDBACK_MIN_CHARS = 10
export const FEEDBACK_MAX_CHARS = 2000

/** Characters as a reader counts them: an emoji or a CJK character is one. */
export function feedbackLength(text: string): number {
  return [...text.trim()].length
}

/** What is wrong with a feedback before it is sent: the field and its message key. */
export type FeedbackProblem =
  | { field: 'category'; key: 'feedback.error.category' }
  | { field: 'content'; key: 'errors.feedback.content.invalid' }

/** Checks a feedback as the server will: a category, and 10 to 2000 characters once trimmed. */
export function validateFeedback(input: {
  category: FeedbackCategory | ''
  content: string
}): FeedbackProblem | null {
  if (!input.category) return { field: 'category', key: 'feedback.error.category' }
  const length = feedbackLength(input.content)
  if (length < FEEDBACK_MIN_CHARS || length > FEEDBACK_MAX_CHARS)
    return { field: 'content', key: 'errors.feedback.content.invalid' }
  return null
}
