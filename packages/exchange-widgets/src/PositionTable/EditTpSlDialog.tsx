import type { FuturesOrder } from '@bourse/api-client'
import { formatMessage } from '@bourse/rules'
import { validateTpSl, type TriggerReference } from '@bourse/rules/contracts'
import { Alert, Button, Modal, NumberInput } from '@bourse/ui'
import { useId, useState } from 'react'
import { submitFieldErrors } from '../shared/submitError/submitError'
import type { PositionTableLabels } from './PositionTable.labels'
import { Between, DialogBody, Facts, Footer, Segmented, Warning } from './PositionTable.styles'

/** The texts of the TP/SL dialog (a part of the table's labels). */
export type EditTpSlLabels = Pick<
  PositionTableLabels,
  | 'editTitle'
  | 'takeProfit'
  | 'stopLoss'
  | 'triggerReference'
  | 'referenceLast'
  | 'referenceMark'
  | 'referencePrice'
  | 'liquidationPrice'
  | 'noLiquidation'
  | 'clearHint'
  | 'save'
  | 'saving'
  | 'cancel'
  | 'saveFailed'
  | 'tpslErrors'
> & {
  /** The dialog's close button (the table's `closeDialog`). */
  close: string
}

/** What the dialog saves: `null` clears a level. */
export type TpSlEdit = {
  orderId: string
  takeProfit: string | null
  stopLoss: string | null
  triggerReference: TriggerReference
}

type Props = {
  position: FuturesOrder
  tickSize: string
  pricePrecision: number
  title: string
  labels: EditTpSlLabels
  formatPrice: (value: string) => string
  onSave: (edit: TpSlEdit) => Promise<unknown>
  onClose: () => void
}

type Field = 'takeProfit' | 'stopLoss'

/**
 * Edits the take-profit and stop-loss of one position with the same shared validator as the
 * order form and the server: judged against the position's chosen reference (its mark price, or
 * the last price = its index price) and its estimated liquidation price. Blank clears a level.
 */
export function EditTpSlDialog({
  position,
  tickSize,
  pricePrecision,
  title,
  labels,
  formatPrice,
  onSave,
  onClose,
}: Props) {
  const ids = useId()
  const [takeProfit, setTakeProfit] = useState(position.takeProfit ?? '')
  const [stopLoss, setStopLoss] = useState(position.stopLoss ?? '')
  const [reference, setReference] = useState<TriggerReference>(position.triggerReference)
  const [attempted, setAttempted] = useState(false)
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({})
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [serverFields, setServerFields] = useState<Readonly<Record<string, string>>>({})

  const referencePrice = reference === 'mark' ? position.markPrice : position.indexPrice
  const result =
    referencePrice === null
      ? null
      : validateTpSl({
          side: position.side,
          referencePrice,
          takeProfit,
          stopLoss,
          tickSize,
          liquidationPrice: position.liquidationPrice,
        })
  const messageOf = (field: Field): string | undefined => {
    if (serverFields[field]) return serverFields[field]
    const code = result?.[field]
    if (!code || !(attempted || touched[field])) return undefined
    return formatMessage(labels.tpslErrors[code], { tick: tickSize })
  }
  const warning =
    result?.warning && !result.stopLoss && (attempted || touched.stopLoss)
      ? labels.tpslErrors[result.warning]
      : undefined

  const edited = (field: Field) => {
    setFailure(null)
    setServerFields((fields) => {
      if (!(field in fields)) return fields
      const next = { ...fields }
      delete next[field]
      return next
    })
  }

  const save = async () => {
    setAttempted(true)
    setServerFields({})
    if (result && !result.ok) return
    setSaving(true)
    setFailure(null)
    try {
      await onSave({
        orderId: position.id,
        takeProfit: takeProfit.trim() || null,
        stopLoss: stopLoss.trim() || null,
        triggerReference: reference,
      })
      onClose()
    } catch (error) {
      const fields = submitFieldErrors(error)
      setServerFields(fields)
      const named = Object.keys(fields)
      const onFields =
        named.length > 0 && named.every((f) => f === 'takeProfit' || f === 'stopLoss')
      setFailure(
        onFields
          ? null
          : error instanceof Error && error.message
            ? error.message
            : labels.saveFailed,
      )
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      open
      title={title}
      closeLabel={labels.close}
      onClose={onClose}
      footer={
        <Footer>
          <Button variant="secondary" onClick={onClose}>
            {labels.cancel}
          </Button>
          <Button
            variant="primary"
            loading={saving}
            loadingLabel={labels.saving}
            onClick={() => void save()}
          >
            {labels.save}
          </Button>
        </Footer>
      }
    >
      <DialogBody>
        <Between>
          <span id={`${ids}-reference`}>{labels.triggerReference}</span>
          <Segmented role="group" aria-labelledby={`${ids}-reference`}>
            {(['last', 'mark'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={reference === value}
                onClick={() => {
                  setReference(value)
                  setFailure(null)
                }}
              >
                {value === 'mark' ? labels.referenceMark : labels.referenceLast}
              </button>
            ))}
          </Segmented>
        </Between>
        <Facts>
          <dt>{labels.referencePrice}</dt>
          <dd data-testid="tpsl-reference">
            {referencePrice === null ? '–' : formatPrice(referencePrice)}
          </dd>
          <dt>{labels.liquidationPrice}</dt>
          <dd>
            {position.liquidationPrice === null
              ? labels.noLiquidation
              : formatPrice(position.liquidationPrice)}
          </dd>
        </Facts>
        <NumberInput
          label={labels.takeProfit}
          value={takeProfit}
          precision={pricePrecision}
          step={tickSize}
          min="0"
          error={messageOf('takeProfit')}
          hint={labels.clearHint}
          onChange={({ value }) => {
            setTakeProfit(value)
            edited('takeProfit')
          }}
          onBlur={() => setTouched((t) => ({ ...t, takeProfit: true }))}
        />
        <NumberInput
          label={labels.stopLoss}
          value={stopLoss}
          precision={pricePrecision}
          step={tickSize}
          min="0"
          error={messageOf('stopLoss')}
          hint={warning ? <Warning>{warning}</Warning> : labels.clearHint}
          onChange={({ value }) => {
            setStopLoss(value)
            edited('stopLoss')
          }}
          onBlur={() => setTouched((t) => ({ ...t, stopLoss: true }))}
        />
        {failure ? <Alert tone="negative">{failure}</Alert> : null}
      </DialogBody>
    </Modal>
  )
}
EditTpSlDialog.displayName = 'EditTpSlDialog'
