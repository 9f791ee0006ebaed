import { Alert, Button } from '@bourse/ui'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export type FormSubmitProps = {
  /** The form's error that belongs to no field, announced as an alert; nothing when empty. */
  problem?: ReactNode
  /** Whether the form is being sent: the button is busy. */
  submitting: boolean
  /** Whether the button fills the form's width. @default false */
  block?: boolean
  /** The button's text. */
  children: ReactNode
}

/** The end of a form kept in component state: its error, then its primary submit button. */
export function FormSubmit({ problem, submitting, block = false, children }: FormSubmitProps) {
  const { t } = useTranslation()
  return (
    <>
      {problem ? (
        <Alert tone="negative" role="alert">
          {problem}
        </Alert>
      ) : null}
      <div>
        <Button
          type="submit"
          variant="primary"
          block={block}
          loading={submitting}
          loadingLabel={t('common.loading')}
        >
          {children}
        </Button>
      </div>
    </>
  )
}

FormSubmit.displayName = 'FormSubmit'
