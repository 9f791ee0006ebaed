import type { Passkey } from '@bourse/api-client'
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

/** The dialog's answer: the new passkey's name (adding; empty when removing). */
export type PasskeyDialogValues = { name: string }

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
  /** The step-up dialog is open over it: the dialog hides (keeping its answers) until it ends. */
  dialogHidden?: boolean
  /** The change is under way (the dialog's button spins). */
  busy?: boolean
  /** Why the last try failed, shown in the dialog. */
  error?: string | null
  /** Called when the user confirms the dialog. */
  onSubmit: (values: PasskeyDialogValues) => void
  /** Locale of the dates. @default 'en' */
  locale?: string
  /** Time zone of the dates. @default the browser's */
  timeZone?: string
}

/**
 * The account's passkeys (issue #18): name, when added and last used; "Add a passkey" names a
 * new one, and each can be removed. The caller proves either change with the shared step-up
 * dialog (`useStepUp`) once this one is confirmed.
 */
export function PasskeyList({
  passkeys,
  failed = false,
  onRetry,
  dialog,
  onDialogChange,
  dialogHidden = false,
  busy = false,
  error = null,
  onSubmit,
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
          hidden={dialogHidden}
          busy={busy}
          error={error}
          onSubmit={onSubmit}
          onClose={() => onDialogChange({ dialog: null })}
        />
      ) : null}
    </Panel>
  )
}

PasskeyList.displayName = 'PasskeyList'

type ChangeDialogProps = Pick<PasskeyListProps, 'busy' | 'error' | 'onSubmit'> & {
  dialog: NonNullable<PasskeyDialog>
  hidden: boolean
  onClose: () => void
}

/** Adding a passkey (its name) or removing one (a confirmation). */
function PasskeyChangeDialog({
  dialog,
  hidden,
  busy,
  error,
  onSubmit,
  onClose,
}: ChangeDialogProps) {
  const { t } = useTranslation()
  const [name, setName] = useState('')
  const [missing, setMissing] = useState(false)
  const adding = dialog.kind === 'add'
  const title = adding
    ? t('security.passkeys.addTitle')
    : t('security.passkeys.removeTitle', { name: dialog.passkey.name })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const incomplete = adding && name.trim() === ''
    setMissing(incomplete)
    if (!incomplete) onSubmit({ name: name.trim() })
  }
  return (
    <Modal open={!hidden} title={title} closeLabel={t('common.close')} onClose={onClose} size="sm">
      <DialogFields onSubmit={submit} noValidate aria-label={title}>
        {adding ? (
          <Input
            label={t('security.passkeys.name')}
            hint={t('security.passkeys.nameHint')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={40}
            error={missing && name.trim() === '' ? t('security.passkeys.required') : undefined}
          />
        ) : (
          <Alert tone="warning">{t('security.passkeys.removeBody')}</Alert>
        )}
        {error ? <Alert tone="negative">{error}</Alert> : null}
        <Button
          type="submit"
          variant={adding ? 'primary' : 'danger'}
          loading={busy}
          loadingLabel={t('common.loading')}
        >
          {adding ? t('security.passkeys.addSubmit') : t('security.passkeys.removeSubmit')}
        </Button>
      </DialogFields>
    </Modal>
  )
}
