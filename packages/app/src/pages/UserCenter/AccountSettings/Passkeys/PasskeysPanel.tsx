import { useToast } from '@bourse/ui'
import { startRegistration } from '@simplewebauthn/browser'
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser'
import { useSetAtom } from 'jotai'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { apiClient } from '../../../../api/client'
import { useStepUp } from '../../../../auth/stepUp'
import { errorMessage } from '../../../../errors'
import { useApiData } from '../../../../hooks/useApiData'
import { localeOf } from '../../../../i18n/i18n'
import { readLanguage } from '../../../../i18n/languages'
import { userInfoAtom } from '../../../../session/atoms'
import { PasskeyList } from './PasskeyList'
import type { PasskeyDialog, PasskeyDialogValues } from './PasskeyList'

/**
 * The passkeys part of the account page (issue #18): the list, adding one (the browser makes
 * it) and removing one, each proven by the shared step-up dialog (`useStepUp`), which hides the
 * passkey dialog while it is open. Failures show in the passkey dialog; the list and the
 * signed-in user (its safety level counts a passkey) are loaded again after a change.
 */
export function PasskeysPanel() {
  const { t, i18n } = useTranslation()
  const toast = useToast()
  const locale = localeOf(readLanguage())
  const setUser = useSetAtom(userInfoAtom)
  const stepUp = useStepUp()
  const passkeys = useApiData((signal) =>
    apiClient.get('/app/security/passkeys', { signal, silent: true }),
  )
  const [dialog, setDialog] = useState<PasskeyDialog>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const { reload } = passkeys

  const changeDialog = useCallback(({ dialog: next }: { dialog: PasskeyDialog }) => {
    setDialog(next)
    setError(null)
  }, [])

  const submit = async ({ name }: PasskeyDialogValues) => {
    if (!dialog) return
    setBusy(true)
    setError(null)
    try {
      const done = await stepUp.run(async (stepUpToken) => {
        if (dialog.kind === 'add') {
          const options = await apiClient.post('/app/security/passkeys/registerOptions', {
            silent: true,
          })
          const response = await startRegistration({
            optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
          })
          await apiClient.post('/app/security/passkeys/register', {
            body: { name, response: response as never, stepUpToken },
            silent: true,
          })
          return t('security.passkeys.added')
        }
        await apiClient.post('/app/security/passkeys/remove', {
          body: { id: dialog.passkey.id, stepUpToken },
          silent: true,
        })
        return t('security.passkeys.removed')
      })
      // Null: the user cancelled the step-up; the passkey dialog shows again as it was.
      if (done === null) return
      toast.show({ message: done, tone: 'positive' })
      setDialog(null)
      reload()
      apiClient.get('/app/account/getUserInfo', { silent: true }).then(setUser, () => undefined)
    } catch (e) {
      setError(errorMessage(i18n, e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <PasskeyList
        passkeys={passkeys.data}
        failed={passkeys.status === 'error'}
        onRetry={reload}
        dialog={dialog}
        onDialogChange={changeDialog}
        dialogHidden={stepUp.active}
        busy={busy}
        error={error}
        onSubmit={(values) => void submit(values)}
        locale={locale}
      />
      {stepUp.dialog}
    </>
  )
}

PasskeysPanel.displayName = 'PasskeysPanel'
