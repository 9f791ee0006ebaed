import type { WithdrawalAddress, WithdrawalAddressAddRequest } from '@bourse/api-client'
import { formatMessage } from '@bourse/rules'
import { checkAddress } from '@bourse/rules/wallet'
import {
  Alert,
  Badge,
  Button,
  Countdown,
  Empty,
  formatRemaining,
  Input,
  Select,
  VisuallyHidden,
} from '@bourse/ui'
import { useRef, useState, type FormEvent, type HTMLAttributes } from 'react'
import type { WidgetStatus } from '../types'
import { PendingState } from '../shared/PendingState'
import { FieldPair } from '../shared/form.styles'
import { submitFieldErrors } from '../shared/submitError'
import {
  Actions,
  AddForm,
  Address,
  Confirm,
  Details,
  Heading,
  Item,
  ItemMain,
  List,
  PickButton,
  Root,
} from './AddressManager.styles'
import { useWidgetLabels } from '../shared/widgetMessages'
import { addressManagerLabelKeys } from './AddressManager.messages'
import {
  defaultAddressManagerLabels,
  type AddressChain,
  type AddressManagerLabelsInput,
} from './AddressManager.labels'

export { defaultAddressManagerLabels, useAddressManagerLabels } from './AddressManager.labels'
export type {
  AddressChain,
  AddressManagerLabels,
  AddressManagerLabelsInput,
} from './AddressManager.labels'
import { useClockNow } from '../serverClock/useServerNow'

/** The most characters a label may have (the contract's limit). */
export const ADDRESS_LABEL_MAX = 40

export type AddressManagerProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'onSelect'> & {
  /** The saved addresses, newest first. */
  addresses: readonly WithdrawalAddress[]
  /** State of the list. @default 'ready' */
  status?: WidgetStatus
  /** A second line of the error state (what the server said). @default undefined */
  errorDetail?: string
  /** The error state's retry. @default undefined */
  onRetry?: () => void
  /**
   * `manage`: add and delete; `select`: clicking an address picks it (`onSelect`), for the
   * withdrawal form's address book. @default 'manage'
   */
  mode?: 'manage' | 'select'
  /** Only addresses of this chain, and new ones saved for it. @default undefined (every chain) */
  chain?: AddressChain
  /** Chains offered by the add form. @default ['ERC20', 'TRC20', 'BTC', 'ETH'] */
  chains?: readonly AddressChain[]
  /**
   * Saves an address; resolves with it, rejects with an Error (a `SubmitError` puts its field
   * messages under `address`, `label` or `chain`). Without it there is no add form.
   * @default undefined
   */
  onAdd?: (request: WithdrawalAddressAddRequest) => Promise<WithdrawalAddress>
  /** Deletes an address after the user confirmed; rejects with an Error whose message is shown. @default undefined */
  onDelete?: (details: { id: string }) => Promise<void>
  /** Select mode: the address the user picked. @default undefined */
  onSelect?: (address: WithdrawalAddress) => void
  /**
   * The withdrawal allow-list is on: each address shows when it can be withdrawn to (a countdown
   * to its `usableFrom`, then "Usable"). @default false
   */
  allowlist?: boolean
  /** Clock of the countdowns (the server's time; stories pin it). @default the server clock (`useServerClock`) */
  now?: () => number
  /** Text, English by default. */
  labels?: AddressManagerLabelsInput
}

/** When an address can be withdrawn to under the allow-list: a countdown, then "Usable". */
function UsableBadge({
  from,
  now,
  labels,
}: {
  from: number
  now: () => number
  labels: { usable: string; usableIn: string }
}) {
  const [usable, setUsable] = useState(() => now() >= from)
  if (usable)
    return (
      <Badge size="sm" tone="positive">
        {labels.usable}
      </Badge>
    )
  return (
    <Badge size="sm" tone="warning">
      <Countdown target={from} now={now} onEnd={() => setUsable(true)}>
        {(remaining) => formatMessage(labels.usableIn, { time: formatRemaining(remaining) })}
      </Countdown>
    </Badge>
  )
}

const allChains: readonly AddressChain[] = ['ERC20', 'TRC20', 'BTC', 'ETH']

/**
 * The user's withdrawal address book: saved addresses (label, chain, address) with a confirmed
 * delete, and a form that checks a new address against its chain's format and checksum as it is
 * typed (`checkAddress` of `@bourse/rules/wallet`). In `select` mode a click on an address picks it.
 * With the withdrawal allow-list on, each address counts down to when it can be withdrawn to.
 * Renders from props only; `AddressManagerConnected` feeds it.
 */
export function AddressManager({
  addresses,
  status = 'ready',
  errorDetail,
  onRetry,
  mode = 'manage',
  chain: only,
  chains = allChains,
  onAdd,
  onDelete,
  onSelect,
  allowlist = false,
  now: nowProp,
  labels: labelsProp,
  ...rest
}: AddressManagerProps) {
  const now = useClockNow(nowProp)
  const labels = useWidgetLabels(defaultAddressManagerLabels, addressManagerLabelKeys, labelsProp)
  const offered = only ? [only] : chains
  const [chain, setChain] = useState<AddressChain>(offered[0] ?? 'ERC20')
  const [address, setAddress] = useState('')
  const [label, setLabel] = useState('')
  const [attempted, setAttempted] = useState(false)
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [serverFields, setServerFields] = useState<Readonly<Record<string, string>>>({})
  const [confirming, setConfirming] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<string | null>(null)
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null)
  const addressRef = useRef<HTMLInputElement>(null)
  const labelRef = useRef<HTMLInputElement>(null)

  const activeChain = offered.includes(chain) ? chain : (offered[0] ?? chain)
  const check = checkAddress(activeChain, address)
  const addressError =
    serverFields.address ??
    (check !== 'ok' && (attempted || address.trim() !== '')
      ? formatMessage(labels.checks[check], { chain: labels.chains[activeChain] })
      : undefined)
  const labelError =
    serverFields.label ??
    (label.trim().length > ADDRESS_LABEL_MAX
      ? formatMessage(labels.labelTooLong, { max: ADDRESS_LABEL_MAX })
      : undefined)

  const shown = only ? addresses.filter((a) => a.chain === only) : addresses
  const nameOf = (a: WithdrawalAddress) => a.label || labels.noLabel
  const chainName = (c: string) => labels.chains[c as AddressChain] ?? c

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending || !onAdd) return
    setAttempted(true)
    setFailure(null)
    setServerFields({})
    if (check !== 'ok') return addressRef.current?.focus()
    if (labelError) return labelRef.current?.focus()
    setPending(true)
    try {
      await onAdd({ chain: activeChain, address: address.trim(), label: label.trim() })
      setAddress('')
      setLabel('')
      setAttempted(false)
    } catch (error) {
      const fields = submitFieldErrors(error)
      setServerFields(fields)
      if (fields.address) addressRef.current?.focus()
      else if (fields.label) labelRef.current?.focus()
      else setFailure(error instanceof Error && error.message ? error.message : labels.addFailed)
    } finally {
      setPending(false)
    }
  }

  const remove = async (id: string) => {
    if (!onDelete || deleting) return
    setDeleting(id)
    setDeleteFailure(null)
    try {
      await onDelete({ id })
      setConfirming(null)
    } catch (error) {
      setDeleteFailure(
        error instanceof Error && error.message ? error.message : labels.deleteFailed,
      )
    } finally {
      setDeleting(null)
    }
  }

  const details = (a: WithdrawalAddress) => (
    <Details>
      <Heading>
        {nameOf(a)}
        <Badge size="sm" tone="neutral">
          {chainName(a.chain)}
        </Badge>
        {allowlist ? <UsableBadge from={a.usableFrom} now={now} labels={labels} /> : null}
      </Heading>
      <Address>{a.address}</Address>
    </Details>
  )

  let list
  if (status === 'loading') {
    list = <PendingState status="loading" minHeight="8rem" skeletonHeight="4rem" labels={labels} />
  } else if (status === 'error') {
    list = (
      <PendingState
        status="error"
        minHeight="8rem"
        errorDetail={errorDetail}
        onRetry={onRetry}
        labels={labels}
      />
    )
  } else if (shown.length === 0) {
    list = (
      <Empty
        title={only ? formatMessage(labels.emptyChain, { chain: chainName(only) }) : labels.empty}
      />
    )
  } else {
    list = (
      <List aria-label={labels.list}>
        {shown.map((a) => (
          <Item key={a.id}>
            <ItemMain>
              {mode === 'select' ? (
                <PickButton type="button" onClick={() => onSelect?.(a)}>
                  <VisuallyHidden>{labels.select} </VisuallyHidden>
                  {details(a)}
                </PickButton>
              ) : (
                details(a)
              )}
              {mode === 'manage' && onDelete && confirming !== a.id ? (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={formatMessage(labels.delete, { label: nameOf(a) })}
                  onClick={() => {
                    setConfirming(a.id)
                    setDeleteFailure(null)
                  }}
                >
                  {labels.confirm}
                </Button>
              ) : null}
            </ItemMain>
            {mode === 'manage' && confirming === a.id ? (
              <>
                <Confirm role="group" aria-label={labels.confirmDelete}>
                  <span>{labels.confirmDelete}</span>
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    disabled={deleting === a.id}
                    onClick={() => setConfirming(null)}
                  >
                    {labels.keep}
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="danger"
                    loading={deleting === a.id}
                    loadingLabel={labels.deleting}
                    onClick={() => void remove(a.id)}
                  >
                    {labels.confirm}
                  </Button>
                </Confirm>
                {deleteFailure ? <Alert tone="negative">{deleteFailure}</Alert> : null}
              </>
            ) : null}
          </Item>
        ))}
      </List>
    )
  }

  return (
    <Root aria-label={labels.title} aria-busy={status === 'loading' || undefined} {...rest}>
      {onAdd ? (
        <AddForm aria-label={labels.addTitle} noValidate onSubmit={(event) => void submit(event)}>
          <FieldPair>
            <Select
              label={labels.chain}
              value={activeChain}
              options={offered.map((c) => ({ value: c, label: labels.chains[c] }))}
              disabled={offered.length < 2}
              error={serverFields.chain}
              onChange={({ value }) => {
                setChain(value as AddressChain)
                setServerFields({})
                setFailure(null)
              }}
            />
            <Input
              ref={labelRef}
              label={labels.label}
              value={label}
              error={labelError}
              autoComplete="off"
              onChange={(event) => {
                setLabel(event.target.value)
                setServerFields(({ label: _label, ...others }) => others)
              }}
            />
          </FieldPair>
          <Input
            ref={addressRef}
            label={labels.address}
            value={address}
            error={addressError}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setAddress(event.target.value)
              setFailure(null)
              setServerFields(({ address: _address, ...others }) => others)
            }}
          />
          {allowlist ? <Alert tone="info">{labels.allowlistNote}</Alert> : null}
          {failure ? <Alert tone="negative">{failure}</Alert> : null}
          <Actions>
            <Button type="submit" variant="primary" loading={pending} loadingLabel={labels.adding}>
              {labels.add}
            </Button>
          </Actions>
        </AddForm>
      ) : null}
      {list}
    </Root>
  )
}
AddressManager.displayName = 'AddressManager'
