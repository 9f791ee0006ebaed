import type { HandlerTable } from '../../contract/handlers'
import { userOf } from '../../contract/session'
import type { InviteService } from './service'

export function inviteHandlers(invite: InviteService): HandlerTable {
  return {
    inviteInfo: ({ session }) => invite.info(userOf(session)),
    inviteRecords: ({ body, session }) =>
      invite.records(userOf(session), body.level, body.pageIndex, body.pageSize),
  }
}
