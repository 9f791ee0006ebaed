import type { InviteInfo, InviteRecord, InviteRecordPage } from '@bourse/api-client'
import { notFound } from '../../errors'
import { guessAccountKind, maskAccount } from '../auth/account'
import type { InviteRepo, InviteeRow } from './repo'

const recordOut = (row: InviteeRow): InviteRecord => ({
  // The account is an e-mail or a phone number: masked as default nicknames are.
  username: maskAccount(guessAccountKind(row.username), row.username),
  state: row.real_name_status === 'authenticated' ? 'verified' : 'registered',
  registeredAt: row.created_at,
  code: row.code,
})

/** The caller's invitation code and the users who registered with it, on two levels. */
export function createInviteService(repo: InviteRepo) {
  return {
    info(userId: number): InviteInfo {
      const code = repo.code(userId)
      if (code === undefined) throw notFound('account.not.found', 'No such account')
      return { code, level1Count: repo.count(userId, 1), level2Count: repo.count(userId, 2) }
    },

    records(userId: number, level: 1 | 2, pageIndex: number, pageSize: number): InviteRecordPage {
      return {
        list: repo.page(userId, level, pageSize, (pageIndex - 1) * pageSize).map(recordOut),
        total: repo.count(userId, level),
        pageIndex,
        pageSize,
      }
    },
  }
}

export type InviteService = ReturnType<typeof createInviteService>
