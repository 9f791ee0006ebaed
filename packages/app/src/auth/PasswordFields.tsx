import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { FormField } from './FormField'

type Field<T extends FieldValues> = {
  /** The field's name in the form's values. */
  name: Path<T>
  /** Its translated label. */
  label: string
}

export type PasswordFieldsProps<T extends FieldValues, TTransformed extends FieldValues = T> = {
  form: UseFormReturn<T, unknown, TTransformed>
  /** The password proving the change (current password), when one is asked for first. */
  current?: Field<T>
  /** The new password, with its translated rule as the hint. */
  password: Field<T> & { hint: string }
  /** The new password again. */
  confirm: Field<T>
}

/** A new password and its confirmation, optionally after the current password. */
export function PasswordFields<T extends FieldValues, TTransformed extends FieldValues = T>({
  form,
  current,
  password,
  confirm,
}: PasswordFieldsProps<T, TTransformed>) {
  const fields = [
    current ? { ...current, autoComplete: 'current-password' } : null,
    { ...password, autoComplete: 'new-password' },
    { ...confirm, autoComplete: 'new-password' },
  ]
  return (
    <>
      {fields.map((field) =>
        field ? <FormField key={field.name} form={form} type="password" {...field} /> : null,
      )}
    </>
  )
}

PasswordFields.displayName = 'PasswordFields'
