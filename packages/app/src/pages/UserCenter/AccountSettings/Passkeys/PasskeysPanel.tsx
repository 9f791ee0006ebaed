import type { StepUpChallenge } from '@bourse/api-client'
import { useToast } from '@bourse/ui'
import { startRegistration } from '@simplewebauthn/browser'
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser'
import { useSetAtom } from 'jotai'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { apiClient } from '../../../../api/client'
import { errorMessage } from '../../../../errors'
import { useApiData } from '../../../../hooks/useApiData'
import { localeOf } from '../../../../i18n/i18n'
import { readLanguage } from '../../../../i18n/languages'
import { userInfoAtom } from '../../../../session/atoms'
import { PasskeyList } from './PasskeyList'
import type { PasskeyDialog, PasskeyDialogValues } from './PasskeyList'
import { stepUpApi } from './stepUp'

/**
 * The passkeys part of the account page (issue #18): the list, adding one (the browser makes
 * it) and removing one, each after a step-up. Failures show in the dialog; the list and the
 * signed-in user (its safety level counts a passkey) are loaded again after a change.
 */
export function PasskeysPanel() {
  const { t, i18n } = useTranslation()
  const toast = useToast()
  const locale = localeOf(readLanguage())
  const setUser = useSetAtom(userInfoAtom)
  const passkeys = useApiData((signal) =>
    apiClient.get('/app/security/passkeys', { signal, silent: true }),
  )
  const [dialog, setDialog] = useState<PasskeyDialog>(null)
  const [stepUp, setStepUp] = useState<StepUpChallenge>()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const { reload } = passkeys

  const fail = useCallback((e: unknown) => setError(errorMessage(i18n, e)), [i18n])
  /** Asks what the step-up wants; again after a failure (a passkey's challenge is single-use). */
  const startStepUp = useCallback(() => {
    setStepUp(undefined)
    stepUpApi.start().then(setStepUp, fail)
  }, [fail])

  const changeDialog = useCallback(
    ({ dialog: next }: { dialog: PasskeyDialog }) => {
      setDialog(next)
      setError(null)
      if (next) startStepUp()
    },
    [startStepUp],
  )

  const submit = async (values: PasskeyDialogValues) => {
    if (!dialog || !stepUp) return
    setBusy(true)
    setError(null)
    try {
      const stepUpToken = await stepUpApi.confirm(stepUp, values)
      if (dialog.kind === 'add') {
        const options = await apiClient.post('/app/security/passkeys/registerOptions', {
          silent: true,
        })
        const response = await startRegistration({
          optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
        })
        await apiClient.post('/app/security/passkeys/register', {
          body: { name: values.name, response: response as never, stepUpToken },
          silent: true,
        })
        toast.show({ message: t('security.passkeys.added'), tone: 'positive' })
      } else {
        await apiClient.post('/app/security/passkeys/remove', {
          body: { id: dialog.passkey.id, stepUpToken },
          silent: true,
        })
        toast.show({ message: t('security.passkeys.removed'), tone: 'positive' })
      }
      setDialog(null)
      reload()
      apiClient.get('/app/account/getUserInfo', { silent: true }).then(setUser, () => undefined)
    } catch (e) {
      fail(e)
      startStepUp()
    } finally {
      setBusy(false)
    }
  }

  const sendCode = () => {
    stepUpApi
      .sendCode()
      .then(() => toast.show({ message: t('security.passkeys.codeSent'), tone: 'positive' }), fail)
  }

  return (
    <PasskeyList
      passkeys={passkeys.data}
      failed={passkeys.status === 'error'}
      onRetry={reload}
      dialog={dialog}
      onDialogChange={changeDialog}
      stepUp={stepUp}
      busy={busy}
      error={error}
      onSubmit={(values) => void submit(values)}
      onSendCode={sendCode}
      locale={locale}
    />
  )
}

PasskeysPanel.displayName = 'PasskeysPanel'
