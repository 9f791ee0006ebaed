import type { StepUpChallenge, StepUpRequest } from '@bourse/api-client'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { apiClient } from '../../api/client'
import { errorMessage } from '../../errors'
import { signWithPasskey as defaultSignWithPasskey, type SignWithPasskey } from './passkey'
import { isStepUpRequired } from './stepUp'
import { StepUpDialog } from './StepUpDialog'

export type StepUp = {
  /** Opens the step-up dialog; resolves with a step-up token, or null when the user cancels. */
  confirm: () => Promise<string | null>
  /**
   * Runs a security change with a fresh token; when the server says the token is no longer
   * live (403 `stepup.required`), asks again. Resolves with the change's answer, or null when
   * the user cancels. Any other refusal rejects.
   */
  run: <T>(change: (stepUpToken: string) => Promise<T>) => Promise<T | null>
  /** The dialog to render while a step-up is under way (null otherwise). */
  dialog: ReactNode
  /** A step-up is under way: the form that asked hides until it ends. */
  active: boolean
}

export type UseStepUpOptions = {
  /** Signs a passkey challenge. @default the app's `signWithPasskey` */
  signWithPasskey?: SignWithPasskey
}

/**
 * The step-up every security change asks for (ADR 0026): `await stepUp.run((token) => change)`
 * in a form's submit, `{stepUp.dialog}` in its render, and its own dialog hidden while
 * `stepUp.active` (one modal at a time keeps the focus where the user is).
 */
export function useStepUp({
  signWithPasskey = defaultSignWithPasskey,
}: UseStepUpOptions = {}): StepUp {
  // Each confirmation is a fresh dialog (its own key), even right after the last one.
  const [pending, setPending] = useState<{
    id: number
    resolve: (token: string | null) => void
  } | null>(null)
  const asked = useRef(0)
  const confirm = useCallback(
    () =>
      new Promise<string | null>((resolve) => {
        asked.current += 1
        setPending({ id: asked.current, resolve })
      }),
    [],
  )
  const run = useCallback(
    async <T,>(change: (stepUpToken: string) => Promise<T>): Promise<T | null> => {
      for (;;) {
        const token = await confirm()
        if (token === null) return null
        try {
          return await change(token)
        } catch (error) {
          if (!isStepUpRequired(error)) throw error
        }
      }
    },
    [confirm],
  )
  const finish = useCallback(
    (token: string | null) => {
      pending?.resolve(token)
      setPending(null)
    },
    [pending],
  )
  const dialog = pending ? (
    <StepUpFlow key={pending.id} signWithPasskey={signWithPasskey} onDone={finish} />
  ) : null
  return { confirm, run, dialog, active: pending !== null }
}

type StepUpFlowProps = {
  signWithPasskey: SignWithPasskey
  /** The token earned, or null when the user cancelled. */
  onDone: (token: string | null) => void
}

/** The step-up dialog wired to the server: `stepUpStart`, `stepUpSendCode`, `stepUp`. */
function StepUpFlow({ signWithPasskey, onDone }: StepUpFlowProps) {
  const { i18n } = useTranslation()
  const [challenge, setChallenge] = useState<StepUpChallenge | undefined>()
  const [loadError, setLoadError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const done = useRef(onDone)
  done.current = onDone

  useEffect(() => {
    let live = true
    setLoadError(null)
    apiClient.post('/app/security/stepUp/start', { silent: true }).then(
      (result) => {
        if (live) setChallenge(result)
      },
      (error: unknown) => {
        if (live) setLoadError(errorMessage(i18n, error))
      },
    )
    return () => {
      live = false
    }
  }, [attempt, i18n])

  const requestCode = useCallback(
    () => apiClient.post('/app/security/stepUp/sendCode', { silent: true }),
    [],
  )
  const submit = useCallback(async (body: StepUpRequest) => {
    const result = await apiClient.post('/app/security/stepUp', { body, silent: true })
    done.current(result.stepUpToken)
  }, [])

  return (
    <StepUpDialog
      challenge={challenge}
      loadError={loadError}
      onRetry={() => setAttempt((n) => n + 1)}
      requestCode={requestCode}
      signWithPasskey={signWithPasskey}
      onSubmit={submit}
      onCancel={() => onDone(null)}
    />
  )
}
