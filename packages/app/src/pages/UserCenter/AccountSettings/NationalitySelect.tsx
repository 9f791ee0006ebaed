import { Select } from '@bourse/ui'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { nationalityOptions } from '../../../auth/countries'

export type NationalitySelectProps = {
  /** The chosen ISO 3166-1 alpha-2 code (`NL`); empty while none is chosen. */
  value: string
  /** Called with the code chosen. */
  onChange: (code: string) => void
  /** BCP 47 locale the countries are named and sorted in (`Intl.DisplayNames`). */
  locale: string
  /** Turned off while the form is being sent. */
  disabled?: boolean
}

/**
 * Real-name verification's nationality: every assigned country or territory (ISO 3166-1), named
 * in the active language by the browser, so no country name is translated by hand.
 */
export function NationalitySelect({ value, onChange, locale, disabled }: NationalitySelectProps) {
  const { t } = useTranslation()
  const options = useMemo(() => nationalityOptions(locale), [locale])
  return (
    <Select
      label={t('security.kyc.nationality')}
      placeholder={t('security.kyc.nationalityPlaceholder')}
      options={options}
      value={value}
      disabled={disabled}
      autoComplete="country"
      onChange={({ value: code }) => onChange(code)}
    />
  )
}

NationalitySelect.displayName = 'NationalitySelect'
