import type { Passkey, StepUpFactor } from '@bourse/api-client'
import {
  Alert,
  Button,
  Empty,
  formatDateTime,
  Input,
  Modal,
  Table,
  type TableColumn,
} from '@bourse/ui'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Panel, PanelBody, PanelHead, PanelTitle } from '../../../shared/Page.styles'
import { DialogFields, Note } from './Passkeys.styles'

/** The dialog open over the list: adding a passkey, or removing one. */
export type PasskeyDialog = { kind: 'add' } | { kind: 'remove'; passkey: Passkey } | null

/** What the step-up of a change asks besides the login password. */
export type PasskeyStepUp = { factor: StepUpFactor; codeTo: string | null }

/** The dialog's answers: the new passkey's name (adding), the login password, a code. */
export type PasskeyDialogValues = { name: string; password: string; code: string }

export type PasskeyListProps = {
  /** The user's passkeys, newest first; undefined while they load. */
  passkeys: readonly Passkey[] | undefined
  /** Loading them failed: a message and a retry button instead of the table. */
  failed?: boolean
  /** Called when the user asks to load them again. */
  onRetry: () => void
  /** The open dialog, if any. */
  dialog: PasskeyDialog
  /** Called to open a dialog (`{ kind: 'add' }`, `{ kind: 'remove', passkey }`) or close it (null). */
  onDialogChange: (details: { dialog: PasskeyDialog }) => void
  /** What the step-up asks; undefined while that is being found out. */
  stepUp?: PasskeyStepUp
  /** The change is under way (the dialog's button spins). */
  busy?: boolean
  /** Why the last try failed, shown in the dialog. */
  error?: string | null
  /** Called when the user confirms the dialog. */
  onSubmit: (values: PasskeyDialogValues) => void
  /** Called when the user asks for the step-up code (factor `code`). */
  onSendCode: () => void
  /** Locale of the dates. @default 'en' */
  locale?: string
  /** Time zone of the dates. @default the browser's */
  timeZone?: string
}

/**
 * The account's passkeys (issue #18): name, when added and last used; "Add a passkey" names a
 * new one, and each can be removed. Both changes ask the login password and the strongest second
 * factor first (step-up): a code sent to the account's contact, the authenticator's code, or
 * another passkey, which the browser asks for.
 */
export function PasskeyList({
  passkeys,
  failed = false,
  onRetry,
  dialog,
  onDialogChange,
  stepUp,
  busy = false,
  error = null,
  onSubmit,
  onSendCode,
  locale = 'en',
  timeZone,
}: PasskeyListProps) {
  const { t } = useTranslation()
  const title = t('security.passkeys.title')
  const never = t('security.passkeys.never')
  const columns: TableColumn<Passkey>[] = [
    { prop: 'name', label: t('security.passkeys.column.name') },
    {
      prop: 'createdAt',
      label: t('security.passkeys.column.added'),
      render: (p) => formatDateTime(p.createdAt, locale, timeZone),
    },
    {
      prop: 'lastUsedAt',
      label: t('security.passkeys.column.lastUsed'),
      render: (p) =>
        p.lastUsedAt === null ? never : formatDateTime(p.lastUsedAt, locale, timeZone),
    },
    {
      prop: 'id',
      label: t('security.passkeys.column.action'),
      align: 'right',
      render: (p) => (
        <Button
          size="sm"
          aria-label={t('security.passkeys.removeNamed', { name: p.name })}
          onClick={() => onDialogChange({ dialog: { kind: 'remove', passkey: p } })}
        >
          {t('security.passkeys.remove')}
        </Button>
      ),
    },
  ]
  return (
    <Panel aria-label={title}>
      <PanelHead>
        <PanelTitle>{title}</PanelTitle>
        {failed ? null : (
          <Button size="sm" onClick={() => onDialogChange({ dialog: { kind: 'add' } })}>
            {t('security.passkeys.add')}
          </Button>
        )}
      </PanelHead>
      <PanelBody>
        {failed ? (
          <Empty
            icon="warning"
            title={t('security.passkeys.loadError')}
            action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
          />
        ) : passkeys?.length === 0 ? (
          <Empty title={t('security.passkeys.empty')} description={t('security.passkeys.lead')} />
        ) : (
          <>
            <Note>{t('security.passkeys.lead')}</Note>
            <Table
              columns={columns}
              rows={passkeys ?? []}
              rowKey={(p) => p.id}
              loading={!passkeys}
              loadingRows={2}
              loadingLabel={t('common.loading')}
              caption={title}
            />
          </>
        )}
      </PanelBody>
      {dialog ? (
        <PasskeyChangeDialog
          key={dialog.kind === 'add' ? 'add' : dialog.passkey.id}
          dialog={dialog}
          stepUp={stepUp}
          busy={busy}
          error={error}
          onSubmit={onSubmit}
          onSendCode={onSendCode}
          onClose={() => onDialogChange({ dialog: null })}
        />
      ) : null}
    </Panel>
  )
}

PasskeyList.displayName = 'PasskeyList'

type ChangeDialogProps = Pick<
  PasskeyListProps,
  'stepUp' | 'busy' | 'error' | 'onSubmit' | 'onSendCode'
> & { dialog: NonNullable<PasskeyDialog>; onClose: () => void }

/** Adding or removing a passkey: its name (adding) and the step-up's password and code. */
function PasskeyChangeDialog({
  dialog,
  stepUp,
  busy,
  error,
  onSubmit,
  onSendCode,
  onClose,
}: ChangeDialogProps) {
  const { t } = useTranslation()
  const [values, setValues] = useState<PasskeyDialogValues>({ name: '', password: '', code: '' })
  const [missing, setMissing] = useState(false)
  const adding = dialog.kind === 'add'
  const asksCode = stepUp?.factor === 'code' || stepUp?.factor === 'authenticator'
  const title = adding
    ? t('security.passkeys.addTitle')
    : t('security.passkeys.removeTitle', { name: dialog.passkey.name })
  const set = (key: keyof PasskeyDialogValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const incomplete =
      (adding && values.name.trim() === '') ||
      values.password === '' ||
      (asksCode && values.code === '')
    setMissing(incomplete)
    if (!incomplete) onSubmit({ ...values, name: values.name.trim() })
  }
  const required = t('security.passkeys.required')
  return (
    <Modal open title={title} closeLabel={t('common.close')} onClose={onClose} size="sm">
      <DialogFields onSubmit={submit} noValidate aria-label={title}>
        {adding ? (
          <Input
            label={t('security.passkeys.name')}
            hint={t('security.passkeys.nameHint')}
            value={values.name}
            onChange={set('name')}
            maxLength={40}
            error={missing && values.name.trim() === '' ? required : undefined}
          />
        ) : (
          <Alert tone="warning">{t('security.passkeys.removeBody')}</Alert>
        )}
        <Note>{t('security.passkeys.stepUpLead')}</Note>
        <Input
          type="password"
          label={t('security.passkeys.password')}
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
          error={missing && values.password === '' ? required : undefined}
          showPasswordLabel={t('auth.password.show')}
          hidePasswordLabel={t('auth.password.hide')}
        />
        {asksCode ? (
          <Input
            label={
              stepUp?.factor === 'code'
                ? t('security.passkeys.code', { to: stepUp.codeTo ?? '' })
                : t('security.passkeys.authenticatorCode')
            }
            inputMode="numeric"
            autoComplete="one-time-code"
            value={values.code}
            onChange={set('code')}
            maxLength={6}
            error={missing && values.code === '' ? required : undefined}
            suffix={
              stepUp?.factor === 'code' ? (
                <Button size="sm" variant="ghost" onClick={onSendCode}>
                  {t('security.passkeys.sendCode')}
                </Button>
              ) : undefined
            }
          />
        ) : null}
        {stepUp?.factor === 'passkey' ? <Note>{t('security.passkeys.passkeyHint')}</Note> : null}
        {error ? <Alert tone="negative">{error}</Alert> : null}
        <Button
          type="submit"
          variant={adding ? 'primary' : 'danger'}
          loading={busy}
          loadingLabel={t('common.loading')}
          disabled={!stepUp}
        >
          {adding ? t('security.passkeys.addSubmit') : t('security.passkeys.removeSubmit')}
        </Button>
      </DialogFields>
    </Modal>
  )
}
