import type { HandlerTable } from '../../contract/handlers'
import { userOf } from '../../contract/session'
import type { InboxService } from './service'

export function inboxHandlers(inbox: InboxService): HandlerTable {
  return {
    inboxList: ({ body, session }) => inbox.list(userOf(session), body),
    inboxUnread: ({ session }) => inbox.unread(userOf(session)),
    inboxRead: ({ body, session }) => inbox.read(userOf(session), body.ids),
  }
}
