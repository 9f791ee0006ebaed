import { useToast } from '@bourse/ui'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { apiClient } from '../../../../api/client'
import { useApiData } from '../../../../hooks/useApiData'
import { localeOf } from '../../../../i18n/i18n'
import { readLanguage } from '../../../../i18n/languages'
import { DeviceList } from './DeviceList'
import { SignInHistory } from './SignInHistory'

/**
 * The devices part of the account page (issue #18): the signed-in sessions, signing one or all
 * others out, and the last sign-ins. Loads are silent (each list shows its own error and retry);
 * a failed sign-out is reported by the site's error toast, and the list is loaded again either way.
 */
export function DevicesPanel() {
  const { t } = useTranslation()
  const toast = useToast()
  const locale = localeOf(readLanguage())
  const sessions = useApiData((signal) =>
    apiClient.get('/app/security/sessions', { signal, silent: true }),
  )
  const signIns = useApiData((signal) =>
    apiClient.get('/app/security/signIns', { signal, silent: true }),
  )
  const [signingOut, setSigningOut] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [signingOutOthers, setSigningOutOthers] = useState(false)
  const { reload } = sessions

  const signOut = useCallback(
    async (sessionId: string) => {
      setSigningOut(sessionId)
      try {
        await apiClient.post('/app/security/sessions/revoke', { body: { sessionId } })
      } catch {
        // reported by the error toast
      } finally {
        setSigningOut(null)
        reload()
      }
    },
    [reload],
  )

  const signOutOthers = useCallback(async () => {
    setSigningOutOthers(true)
    try {
      const { ended } = await apiClient.post('/app/security/sessions/revokeOthers')
      toast.show({
        message: t('security.devices.signedOutOthers', { count: ended }),
        tone: 'positive',
      })
    } catch {
      // reported by the error toast
    } finally {
      setSigningOutOthers(false)
      setConfirming(false)
      reload()
    }
  }, [reload, t, toast])

  return (
    <>
      <DeviceList
        sessions={sessions.data}
        failed={sessions.status === 'error'}
        onRetry={reload}
        signingOut={signingOut}
        onSignOut={({ sessionId }) => void signOut(sessionId)}
        confirming={confirming}
        onConfirmingChange={({ open }) => setConfirming(open)}
        signingOutOthers={signingOutOthers}
        onSignOutOthers={() => void signOutOthers()}
        locale={locale}
      />
      <SignInHistory
        signIns={signIns.data}
        failed={signIns.status === 'error'}
        onRetry={signIns.reload}
        locale={locale}
      />
    </>
  )
}

DevicesPanel.displayName = 'DevicesPanel'
