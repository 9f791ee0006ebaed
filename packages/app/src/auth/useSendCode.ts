import { isApiError, type AccountType, type CodePurpose } from '@bourse/api-client'
import { useCallback, useState } from 'react'
import { apiClient } from '../api/client'

export type SendCodeOutcome = { sent: true } | { sent: false; error: unknown }

export type CodeRequestState<A extends unknown[]> = {
  /** A request is under way. */
  sending: boolean
  /** Epoch ms before which another code may not be requested; null when one may be. */
  resendAt: number | null
  /** Requests a code; resolves with whether one was sent and, if not, why. */
  send: (...args: A) => Promise<SendCodeOutcome>
  /** The countdown ended. */
  clear: () => void
}

export type SendCodeState = CodeRequestState<[accountType: AccountType, account: string]>

/**
 * "Send code" with the server's resend interval: after a code is sent (or the server says it is
 * too early, with `retryAfter`), a new one may only be asked for when the countdown ends.
 */
export function useSendCode(purpose: CodePurpose, now: () => number = Date.now): SendCodeState {
  const request = useCallback(
    (accountType: AccountType, account: string) =>
      apiClient.post('/app/account/sendCode', { body: { accountType, account, purpose } }),
    [purpose],
  )
  return useCodeRequest(request, now)
}

/** What a code request answers: when another may be asked for (seconds). */
export type CodeRequestResult = { resendAfter: number }

/**
 * The resend countdown around any request that sends a code (`useSendCode`'s account codes, the
 * step-up's code to the contact already on the account).
 */
export function useCodeRequest<A extends unknown[]>(
  request: (...args: A) => Promise<CodeRequestResult>,
  now: () => number = Date.now,
): CodeRequestState<A> {
  const [sending, setSending] = useState(false)
  const [resendAt, setResendAt] = useState<number | null>(null)
  const send = useCallback(
    async (...args: A): Promise<SendCodeOutcome> => {
      setSending(true)
      try {
        const result = await request(...args)
        setResendAt(now() + result.resendAfter * 1000)
        return { sent: true }
      } catch (error) {
        const retryAfter = isApiError(error) ? error.details?.retryAfter : undefined
        if (retryAfter) setResendAt(now() + retryAfter * 1000)
        return { sent: false, error }
      } finally {
        setSending(false)
      }
    },
    [request, now],
  )
  const clear = useCallback(() => setResendAt(null), [])
  return { sending, resendAt, send, clear }
}
