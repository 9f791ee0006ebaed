import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField, type FormFieldProps } from './FormField'
import { SendCodeButton } from './SendCodeButton'
import type { SendCodeState } from './useSendCode'

/** A six-digit one-time code field (e-mail/SMS code or authenticator code). */
export function CodeField<T extends FieldValues, TTransformed extends FieldValues = T>(
  props: FormFieldProps<T, TTransformed>,
) {
  return <FormField inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...props} />
}

CodeField.displayName = 'CodeField'

export type VerifyCodeFieldProps<T extends FieldValues, TTransformed extends FieldValues = T> = {
  /** The form, with the code under `verifyCode`. */
  form: UseFormReturn<T, unknown, TTransformed>
  /** The send-code state (`useSendCode`). */
  sendCode: SendCodeState
  /** Validates the account field and sends the code. */
  onSend: () => Promise<void>
}

/** The verification-code field (`verifyCode`) with its "Send code" button and resend countdown. */
export function VerifyCodeField<
  T extends FieldValues & { verifyCode: string },
  TTransformed extends FieldValues = T,
>({ form, sendCode, onSend }: VerifyCodeFieldProps<T, TTransformed>) {
  const { t } = useTranslation()
  return (
    <CodeField
      form={form}
      name={'verifyCode' as Path<T>}
      label={t('auth.field.code')}
      suffix={<SendCodeButton state={sendCode} onSend={() => void onSend()} />}
    />
  )
}

VerifyCodeField.displayName = 'VerifyCodeField'
