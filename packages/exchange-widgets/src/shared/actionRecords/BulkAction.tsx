import { formatMessage } from '@bourse/rules'
import { Button, ConfirmModal, type ButtonProps } from '@bourse/ui'
import { useState, type ReactNode } from 'react'

/** The bulk action's button of the toolbar (cancel all, close all), busy while it runs. */
export function BulkActionButton({
  busy,
  busyLabel,
  onClick,
  children,
}: {
  busy: boolean
  busyLabel: string
  onClick: () => void
  children: ButtonProps['children']
}) {
  return (
    <Button size="sm" variant="danger" loading={busy} loadingLabel={busyLabel} onClick={onClick}>
      {children}
    </Button>
  )
}

export type ConfirmAllLabels = {
  title: string
  /** `{count}` is replaced. */
  body: string
  confirm: string
  dismiss: string
  close: string
}

/** The confirmation of a bulk action over `ids`: confirmed, it closes and hands them on. */
export function ConfirmAll({
  open,
  ids,
  labels,
  onDismiss,
  onConfirm,
}: {
  open: boolean
  ids: readonly string[]
  labels: ConfirmAllLabels
  onDismiss: () => void
  onConfirm: ((details: { orderIds: string[] }) => void) | undefined
}) {
  return (
    <ConfirmModal
      open={open}
      tone="danger"
      title={labels.title}
      confirmLabel={labels.confirm}
      cancelLabel={labels.dismiss}
      closeLabel={labels.close}
      onCancel={onDismiss}
      onConfirm={() => {
        onDismiss()
        onConfirm?.({ orderIds: [...ids] })
      }}
    >
      {formatMessage(labels.body, { count: ids.length })}
    </ConfirmModal>
  )
}

/** A row's busy action button (cancel, close), named for the row it acts on. */
export function RowActionButton({
  busy,
  busyLabel,
  label,
  onClick,
  children,
}: {
  busy: boolean
  busyLabel: string
  label: string
  onClick: () => void
  children: ButtonProps['children']
}) {
  return (
    <Button
      size="sm"
      variant="ghost"
      loading={busy}
      loadingLabel={busyLabel}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </Button>
  )
}

/**
 * A bulk action asked for first (cancel all, close all): its toolbar `button` opens the
 * confirmation `dialog` (rendered after the table), which hands `ids` to `onConfirm`.
 */
export function useConfirmedBulkAction({
  ids,
  busy,
  busyLabel,
  label,
  labels,
  onConfirm,
}: {
  ids: readonly string[]
  busy: boolean
  busyLabel: string
  /** The button's text. */
  label: string
  labels: ConfirmAllLabels
  onConfirm: ((details: { orderIds: string[] }) => void) | undefined
}): { button: ReactNode; dialog: ReactNode } {
  const [confirming, setConfirming] = useState(false)
  return {
    button: (
      <BulkActionButton busy={busy} busyLabel={busyLabel} onClick={() => setConfirming(true)}>
        {label}
      </BulkActionButton>
    ),
    dialog: (
      <ConfirmAll
        open={confirming}
        ids={ids}
        labels={labels}
        onDismiss={() => setConfirming(false)}
        onConfirm={onConfirm}
      />
    ),
  }
}
