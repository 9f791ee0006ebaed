import type { FieldError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

/** Translates a field's error (its message is an i18n key from the schemas or the server). */
export function useFieldError(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation()
  return (error) => (error?.message ? t(error.message as 'errors.fallback') : undefined)
}
