import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/connection'
import type { SecurityChange } from '../../contract/types'
import { unprocessable } from '../../errors'
import type { Notify } from '../inbox/service'
import type { OutgoingMessage } from '../messages/sender'
import { sha256 } from './password'
import type { UserRow } from './repo'
import { WITHDRAWAL_BLOCK_MS } from './security'
import type { AuthParts } from './users'

const DAY = 24 * 60 * 60_000
/** How long the "this wasn't me" link of a security mail keeps working. */
export const FREEZE_LINK_TTL_MS = 7 * DAY

/** Changes that cannot let money out by themselves, so they block no withdrawal. */
const UNBLOCKING: ReadonlySet<SecurityChange> = new Set(['anti_phishing_set'])

/** What a security mail says happened, in the words of its subject line. */
const CHANGE_WORDS: Record<SecurityChange, string> = {
  password_changed: 'Your login password was changed',
  password_reset: 'Your login password was reset',
  authenticator_enabled: 'An authenticator was bound to your account',
  authenticator_removed: 'The authenticator was removed from your account',
  phone_bound: 'A phone number was bound to your account',
  email_bound: 'An e-mail address was bound to your account',
  fund_password_set: 'Your fund password was set',
  passkey_added: 'A passkey was added to your account',
  passkey_removed: 'A passkey was removed from your account',
  allowlist_off: 'The withdrawal allow-list was switched off',
  anti_phishing_set: 'Your anti-phishing code was changed',
}

/**
 * Puts the user's anti-phishing phrase at the top of a message to them, the one place every
 * mail and SMS of the exchange to an existing account passes (docs/adr/0026).
 */
export function withAntiPhishing(message: OutgoingMessage, phrase: string | null): OutgoingMessage {
  if (!phrase) return message
  return { ...message, body: `Your Bourse anti-phishing code: ${phrase}\n\n${message.body}` }
}

/** Where messages about an account go: every contact on it, the e-mail first. */
export function contactsOf(user: Pick<UserRow, 'email' | 'phone'>) {
  const out: { channel: OutgoingMessage['channel']; to: string }[] = []
  if (user.email !== null) out.push({ channel: 'email', to: user.email })
  if (user.phone !== null) out.push({ channel: 'sms', to: user.phone })
  return out
}

export function createFreezeLinksRepo(db: Db) {
  const q = {
    insert: db.prepare(
      `INSERT INTO freeze_links (user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)`,
    ),
    find: db.prepare<[string, number], { id: number; user_id: number }>(
      `SELECT id, user_id FROM freeze_links
       WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`,
    ),
    use: db.prepare('UPDATE freeze_links SET used_at = ? WHERE id = ? AND used_at IS NULL'),
    purge: db.prepare('DELETE FROM freeze_links WHERE expires_at < ?'),
  }
  return {
    insert: (userId: number, hash: string, now: number) =>
      q.insert.run(userId, hash, now, now + FREEZE_LINK_TTL_MS),
    find: (hash: string, now: number) => q.find.get(hash, now),
    use: (id: number, now: number) => q.use.run(now, id).changes === 1,
    purgeBefore: (before: number) => q.purge.run(before).changes,
  }
}

export type FreezeLinksRepo = ReturnType<typeof createFreezeLinksRepo>

/** What the notices reach that is built after auth (modules/index.ts). */
export interface NoticeDeps {
  notify: Notify
  /** Freezes the account: balances to frozen, positions locked (modules/auth/freeze.ts). */
  freeze(userId: number): void
}

/**
 * What follows every security change (docs/adr/0026): withdrawals wait a day, a notice in the
 * message centre, and a mail to the contacts the account had before the change, with a
 * single-use "this wasn't me" link that freezes the account. Also the new-device notice.
 */
export function createSecurityNotices(
  { ctx, repo, users }: AuthParts,
  links: FreezeLinksRepo,
  deps: () => NoticeDeps,
) {
  const { clock, uow } = ctx

  /** Mails after the commit, and never waits: a slow mail server does not hold a change. */
  function mail(before: UserRow, message: Omit<OutgoingMessage, 'channel' | 'to'>) {
    const phrase = repo.findUserById(before.id)?.anti_phishing ?? null
    for (const contact of contactsOf(before)) {
      if (ctx.sender.canSend?.(contact.channel) === false) continue
      const out = withAntiPhishing({ ...contact, ...message }, phrase)
      uow.afterCommit(() => {
        ctx.sender.send(out).catch((error: unknown) => {
          ctx.log.error({ err: error, channel: out.channel }, 'security notice not delivered')
        })
      })
    }
  }

  /**
   * Call inside the change's transaction, with the user as it was before the change (the mail
   * goes to the contacts it had then: a new e-mail address is not where the owner reads).
   */
  function securityChanged(before: UserRow, change: SecurityChange): void {
    uow.transaction(() => {
      const now = clock.now()
      const until = now + WITHDRAWAL_BLOCK_MS
      const blocks = !UNBLOCKING.has(change)
      if (blocks) repo.blockWithdrawals(before.id, until, change, now)
      const token = randomBytes(32).toString('base64url')
      links.insert(before.id, sha256(token), now)
      deps().notify(
        before.id,
        'security_change',
        blocks ? { change, blockedUntil: String(until) } : { change },
        `security:${change}:${now}`,
      )
      // The site's pages are at the root; only its assets are under /desktop/ (web/site.ts).
      const link = `${ctx.config.publicUrl}/freeze?token=${token}`
      mail(before, {
        subject: `Bourse: ${CHANGE_WORDS[change]}`,
        body: [
          `${CHANGE_WORDS[change]} on ${new Date(now).toUTCString()}.`,
          blocks
            ? `For your safety, withdrawals are paused until ${new Date(until).toUTCString()}.`
            : '',
          `If this was you, there is nothing to do. If it was not you, freeze your account at once: ${link}`,
          'Freezing stops withdrawals and trading and signs every device out; support unfreezes it.',
        ]
          .filter(Boolean)
          .join('\n\n'),
      })
    })
  }

  /** A sign-in from a browser and system the account never signed in from before. */
  function newDeviceSignIn(user: UserRow, device: { browser: string; os: string }, ip: string) {
    const now = clock.now()
    const where = [device.browser, device.os].filter(Boolean).join(' on ') || 'an unknown device'
    uow.transaction(() => {
      deps().notify(
        user.id,
        'new_device_sign_in',
        { browser: device.browser, os: device.os, ip },
        `sign-in:${now}:${ip}`,
      )
      mail(user, {
        subject: 'Bourse: a sign-in from a new device',
        body: `Your account was signed in from ${where} (address ${ip}) on ${new Date(now).toUTCString()}.\n\nIf this was not you, change your password and sign the device out from Account settings → Devices.`,
      })
    })
  }

  /** "This wasn't me": freezes at once, ends every session; the operator unfreezes. */
  function freezeByLink(token: string): { frozen: true } {
    const now = clock.now()
    const found = links.find(sha256(token), now)
    if (!found) throw unprocessable('freeze.link.invalid', 'This link is not valid any more')
    const ended = uow.transaction(() => {
      if (!links.use(found.id, now))
        throw unprocessable('freeze.link.invalid', 'This link is not valid any more')
      const user = repo.findUserById(found.user_id)
      if (user && user.frozen !== 1) deps().freeze(found.user_id)
      return repo.deleteUserSessions(found.user_id)
    })
    users.sessionsEnded(found.user_id, ended)
    ctx.log.warn({ user: found.user_id }, 'account frozen by its owner from a security mail')
    return { frozen: true }
  }

  return { securityChanged, newDeviceSignIn, freezeByLink, purgeBefore: links.purgeBefore }
}

export type SecurityNotices = ReturnType<typeof createSecurityNotices>
