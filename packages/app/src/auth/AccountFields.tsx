import { Select } from '@bourse/ui'
import { useMemo } from 'react'
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { localeOf } from '../i18n/i18n'
import { readLanguage } from '../i18n/languages'
import { PhoneRow } from './AuthLayout.styles'
import { defaultRegionByLanguage, dialCodes, dialOptions } from './countries'
import { FormField, type FormFieldProps } from './FormField'

/** The dial-code choice (`region:code`) of the language's usual region, else the US. */
export function defaultDial(): string {
  const region = defaultRegionByLanguage[readLanguage()] ?? 'US'
  const entry = dialCodes.find(([r]) => r === region) ?? ['US', '1']
  return `${entry[0]}:${entry[1]}`
}

/** The values `AccountFields` reads and writes. */
export type AccountFieldValues = { dialCode: string; phone: string; email: string }

export type AccountFieldsProps<T extends FieldValues, TTransformed extends FieldValues = T> = {
  /** The form, with the account under `dialCode` + `phone` or `email`. */
  form: UseFormReturn<T, unknown, TTransformed>
  /** Which account is asked for. */
  accountType: 'phone' | 'email'
}

/** The account being registered or bound: dial code and phone number, or e-mail address. */
export function AccountFields<
  T extends FieldValues & AccountFieldValues,
  TTransformed extends FieldValues = T,
>({ form, accountType }: AccountFieldsProps<T, TTransformed>) {
  const { t } = useTranslation()
  const options = useMemo(() => dialOptions(localeOf(readLanguage())), [])
  const account: Omit<FormFieldProps<T, TTransformed>, 'form'> = accountType === 'email'
    ? {
        name: 'email' as Path<T>,
        label: t('auth.field.email'),
        type: 'email',
        autoComplete: 'email',
      }
    : {
        name: 'phone' as Path<T>,
        label: t('auth.field.phone'),
        type: 'tel',
        autoComplete: 'tel-national',
        inputMode: 'tel',
      }
  const accountField = <FormField form={form} {...account} />
  if (accountType === 'email') return accountField
  return (
    <PhoneRow>
      <Controller
        control={form.control}
        name={'dialCode' as Path<T>}
        render={({ field }) => (
          <Select
            label={t('auth.field.dialCode')}
            options={options}
            value={field.value as string}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            onChange={({ value }) => field.onChange(value)}
          />
        )}
      />
      {accountField}
    </PhoneRow>
  )
}

AccountFields.displayName = 'AccountFields'
