import { Input, type InputProps } from '@bourse/ui'
import {
  get,
  useFormState,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useFieldError } from './useFieldError'

export type FormFieldProps<T extends FieldValues, TTransformed extends FieldValues = T> = Omit<
  InputProps,
  'form' | 'name' | 'error' | 'showPasswordLabel' | 'hidePasswordLabel'
> & {
  /** The form (what `useForm` returns) the field is registered with. */
  form: UseFormReturn<T, unknown, TTransformed>
  /** The field's name in the form's values. */
  name: Path<T>
}

/**
 * A text or password field of a react-hook-form form: registered under `name`, showing the
 * field's error translated (its message is an i18n key) and, for `type="password"`, the
 * translated names of the reveal toggle. Every other prop goes to the `Input`.
 */
export function FormField<T extends FieldValues, TTransformed extends FieldValues = T>({
  form,
  name,
  ...rest
}: FormFieldProps<T, TTransformed>) {
  const { t } = useTranslation()
  const fieldError = useFieldError()
  // Subscribes this field to its own error, whatever the form's owner reads of the state.
  const { errors } = useFormState({ control: form.control, name })
  return (
    <Input
      {...rest}
      {...form.register(name)}
      error={fieldError(get(errors, name) as FieldError | undefined)}
      showPasswordLabel={t('auth.password.show')}
      hidePasswordLabel={t('auth.password.hide')}
    />
  )
}

FormField.displayName = 'FormField'
