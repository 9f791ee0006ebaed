import { Alert, Button, type ButtonProps } from '@bourse/ui'
import { useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

type FormProp<T extends FieldValues, TTransformed extends FieldValues> = {
  /** The form (what `useForm` returns). */
  form: UseFormReturn<T, unknown, TTransformed>
}

export type SubmitButtonProps<
  T extends FieldValues,
  TTransformed extends FieldValues = T,
> = FormProp<T, TTransformed> & Omit<ButtonProps, 'form' | 'type' | 'loading' | 'loadingLabel'>

/**
 * The form's primary, full-width submit button, busy while the form submits. Every other prop
 * (e.g. `size`, `variant`, `disabled`) goes to the `Button`.
 */
export function SubmitButton<T extends FieldValues, TTransformed extends FieldValues = T>({
  form,
  children,
  ...rest
}: SubmitButtonProps<T, TTransformed>) {
  const { t } = useTranslation()
  const { isSubmitting } = useFormState({ control: form.control })
  return (
    <Button
      variant="primary"
      block
      {...rest}
      type="submit"
      loading={isSubmitting}
      loadingLabel={t('common.loading')}
    >
      {children}
    </Button>
  )
}

SubmitButton.displayName = 'SubmitButton'

/** The form's error that belongs to no field (`errors.root`), announced as an alert. */
export function FormError<T extends FieldValues, TTransformed extends FieldValues = T>({
  form,
}: FormProp<T, TTransformed>) {
  const { errors } = useFormState({ control: form.control })
  const message = errors.root?.message
  return message ? <Alert tone="negative">{message}</Alert> : null
}

FormError.displayName = 'FormError'
