import { Button, Countdown } from '@bourse/ui'
import { useTranslation } from 'react-i18next'
import { CodeAction } from './AuthLayout.styles'
import type { CodeRequestState } from './useSendCode'

export type SendCodeButtonProps = {
  /** The countdown state (`useSendCode`, `useCodeRequest`). */
  state: Pick<CodeRequestState<never[]>, 'sending' | 'resendAt' | 'clear'>
  /** Validates the account field and sends the code. */
  onSend: () => void
}

/** The verification-code field's suffix: "Send code", then the resend countdown. */
export function SendCodeButton({ state, onSend }: SendCodeButtonProps) {
  const { t } = useTranslation()
  if (state.resendAt !== null) {
    return (
      <CodeAction aria-live="polite">
        <Countdown target={state.resendAt} onEnd={state.clear}>
          {(left) => t('auth.code.resendIn', { seconds: Math.ceil(left.total / 1000) })}
        </Countdown>
      </CodeAction>
    )
  }
  return (
    <Button
      size="sm"
      variant="ghost"
      loading={state.sending}
      loadingLabel={t('common.loading')}
      onClick={onSend}
    >
      {t('auth.code.send')}
    </Button>
  )
}

SendCodeButton.displayName = 'SendCodeButton'
