import { randomBytes } from 'node:crypto'
import type { AppContext } from '../../context'
import type { SendCodeRequest, SendCodeResult } from '../../contract/types'
import { tooMany, unprocessable } from '../../errors'
import type { OutgoingMessage } from '../messages/sender'
import { parseAccount } from './account'
import { AUTH_LIMITS } from './limits'
import { withAntiPhishing } from './notices'
import { newVerificationCode, hmacSha256, safeEqualHex } from './password'
import type { AuthRepo } from './repo'

const MINUTE = 60_000

/**
 * How a code is stored: an HMAC under the server's `codeSecret`, so that a copy of the database
 * alone is not enough to try the million codes against it.
 */
export const codeDigest = (secret: string, account: string, purpose: string, code: string) =>
  hmacSha256(secret, `${purpose}\n${account}\n${code}`)

/** A wrong code, an expired or used-up one, and one never sent get this one answer. */
export const codeError = () =>
  unprocessable('verify.code.error', 'The verification code is wrong or has expired')

/** Refused sign-up or code by a kind of account this server does not serve. */
export const channelUnavailable = (kind: 'phone' | 'email') =>
  unprocessable(
    'channel.unavailable',
    `This exchange offers no sign-up or codes by ${kind === 'phone' ? 'phone' : 'e-mail'}`,
  )

/** What a code proves: the public purposes, and `stepup` (sent by modules/auth/stepUp.ts only). */
export type CodePurpose = SendCodeRequest['purpose'] | 'stepup'

/** Verification codes: sending them to an address and consuming them once. */
export function createCodes(ctx: AppContext, repo: AuthRepo) {
  const { clock } = ctx
  const signupOffered = (kind: 'phone' | 'email') =>
    kind === 'phone' ? ctx.config.signupPhone : ctx.config.signupEmail

  /**
   * Checks a code for account + purpose and consumes it; wrong, expired, used up or never sent ->
   * `verify.code.error`. The guess is counted before the comparison, in one statement, so guesses
   * sent at once cannot exceed `codeMaxAttempts` per issued code. Synchronous: call it before any
   * `await`, and before anything that tells whether the account exists.
   */
  function useCode(account: string, purpose: string, code: string): void {
    const now = clock.now()
    const row = repo.activeCode(account, purpose, now)
    if (!row || !repo.countCodeAttempt(row.id, AUTH_LIMITS.codeMaxAttempts)) throw codeError()
    const given = codeDigest(ctx.config.codeSecret, account, purpose, code)
    if (!safeEqualHex(row.code_hash, given) || !repo.consumeCode(row.id, now)) throw codeError()
  }

  /** Hands a message to the sender without waiting: the answer's timing must not tell what was sent. */
  function deliver(message: OutgoingMessage): void {
    ctx.sender.send(message).catch((error: unknown) => {
      ctx.log.error({ err: error, channel: message.channel }, 'message not delivered')
    })
  }

  /**
   * One answer whether or not the account exists (issue #17): a `register`/`bind` code goes
   * only to a new address (its owner gets a notice instead), a `forget` code only to an
   * existing account. Either way a row is stored, so resend timing and per-address limits run
   * alike; a row whose code was not sent matches no code.
   */
  async function sendCode(
    body: Omit<SendCodeRequest, 'purpose'> & { purpose: CodePurpose },
    ip: string,
  ): Promise<SendCodeResult> {
    const account = parseAccount(body.accountType, body.account)
    const channel = body.accountType === 'phone' ? 'sms' : 'email'
    // Said before anything about the account is looked at: it depends on the server alone.
    if (
      (body.purpose === 'register' && !signupOffered(body.accountType)) ||
      ctx.sender.canSend?.(channel) === false
    )
      throw channelUnavailable(body.accountType)
    const now = clock.now()
    const last = repo.latestCodeForAccount(account)
    if (last && now - last.created_at < AUTH_LIMITS.codeResendMs) {
      throw tooMany(
        'verify.code.too.frequent',
        'Wait before requesting another code',
        last.created_at + AUTH_LIMITS.codeResendMs - now,
      )
    }
    // A step-up code goes to the signed-in user's own contact: the account's resend interval
    // above limits it, and it does not use up the address's codes for anyone else.
    if (
      body.purpose !== 'stepup' &&
      repo.codesFromIpSince(ip, now - 60 * MINUTE) >= ctx.config.codesPerIpPerHour
    ) {
      throw tooMany('rate.limited', 'Too many codes requested; try again later', 60 * MINUTE)
    }
    const owner = repo.findUserByAccount(account)
    const exists = owner !== undefined
    // An existing account's own messages show its anti-phishing phrase (docs/adr/0026).
    const deliverToOwner = (message: OutgoingMessage) =>
      deliver(withAntiPhishing(message, owner?.anti_phishing ?? null))
    const forNewAccount = body.purpose === 'register' || body.purpose === 'bind'
    const sendsCode = forNewAccount !== exists
    const code = newVerificationCode()
    repo.replaceCode({
      account,
      purpose: body.purpose,
      codeHash: sendsCode
        ? codeDigest(ctx.config.codeSecret, account, body.purpose, code)
        : randomBytes(32).toString('hex'),
      now,
      expiresAt: now + AUTH_LIMITS.codeTtlMs,
      ip,
    })
    if (sendsCode) {
      deliverToOwner({
        channel,
        to: account,
        subject: 'Your Bourse verification code',
        body: `Your Bourse verification code is ${code}. It expires in ${AUTH_LIMITS.codeTtlMs / MINUTE} minutes. If you did not ask for it, ignore this message.`,
        code,
      })
    } else if (exists) {
      deliverToOwner({
        channel,
        to: account,
        subject: 'Someone tried to use your address at Bourse',
        body: `Someone asked to ${body.purpose === 'bind' ? 'add this address to another Bourse account' : 'register a Bourse account with this address'}. It is already yours, so nothing was changed. If it was you, sign in instead; if not, you can ignore this message.`,
      })
    }
    return {
      resendAfter: AUTH_LIMITS.codeResendMs / 1000,
      expiresIn: AUTH_LIMITS.codeTtlMs / 1000,
    }
  }

  return { signupOffered, useCode, sendCode }
}

export type Codes = ReturnType<typeof createCodes>
