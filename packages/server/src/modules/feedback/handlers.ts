import type { HandlerTable } from '../../contract/handlers'
import { userOf } from '../../contract/session'
import type { FeedbackService } from './service'

export function feedbackHandlers(feedback: FeedbackService): HandlerTable {
  return {
    feedbackPhotoUpload: ({ body, session }) => feedback.upload(userOf(session), body),
    feedbackPhoto: ({ params, session }) => feedback.photo(userOf(session), params.photoId ?? ''),
    feedbackSubmit: ({ body, session }) => feedback.submit(userOf(session), body),
    feedbackList: ({ body, session }) =>
      feedback.list(userOf(session), body.pageIndex, body.pageSize),
  }
}
