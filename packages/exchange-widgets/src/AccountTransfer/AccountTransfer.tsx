import type { Transfer, TransferRequest, WalletAccount } from '@bourse/api-client'
import { formatMessage } from '@bourse/rules'
import {
  isTransferAllowed,
  TRANSFER_DECIMALS,
  transferAmountError,
  transferSources,
  transferTargets,
  withSource,
  type TransferAmountError,
} from '@bourse/rules/contracts'
import { Alert, Button, NumberInput, Select, formatBalance, formatNumber } from '@bourse/ui'
import { useRef, useState, type FormEvent, type FormHTMLAttributes } from 'react'
import { FigureRow } from '../shared/OrderEntry'
import { LinkButton } from '../shared/orderEntry.styles'
import { Accounts, Actions, Root } from './AccountTransfer.styles'
import { accountTransferLabelKeys } from './AccountTransfer.messages'
import type { LabelsInput, LabelsOf } from '../shared/labels'
import { useWidgetLabels } from '../shared/widgetMessages'
import { defaultWalletAccountLabels } from '../shared/walletAccounts'

/** What the form asks to move; the connected form adds the client transfer id. */
export type AccountTransferSubmit = Omit<TransferRequest, 'clientTransferId'>

export const defaultAccountTransferLabels = {
  /** Accessible name of the form. */
  title: 'Transfer',
  from: 'From',
  to: 'To',
  swap: 'Swap accounts',
  asset: 'Asset',
  amount: 'Amount',
  all: 'All',
  /** `{asset}`. */
  allLabel: 'Transfer all available {asset}',
  available: 'Available',
  submit: 'Transfer',
  submitting: 'Transferring',
  cancel: 'Cancel',
  failed: 'The transfer could not be made.',
  /** Account names. */
  accounts: defaultWalletAccountLabels,
  /** Amount messages; `{available}` and `{asset}` are filled in. */
  errors: {
    'transfer.amount.invalid': 'Enter an amount greater than 0 with at most 8 decimals.',
    'balance.insufficient': 'Insufficient balance.',
  } satisfies Record<TransferAmountError, string>,
}

export type AccountTransferLabels = LabelsOf<typeof defaultAccountTransferLabels>

export type AccountTransferProps = Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'children' | 'onSubmit'
> & {
  /** The account chosen as source first (an account money can leave). @default 'spot' */
  defaultFrom?: WalletAccount
  /** The account chosen as target first (kept when allowed from `defaultFrom`). @default 'contract' */
  defaultTo?: WalletAccount
  /** Assets that can be moved. @default ['USDT'] */
  assets?: readonly string[]
  /**
   * Available amount of the chosen asset by account; a missing account shows "–" and is not
   * checked (the server keeps the last word). @default {}
   */
  balances?: Partial<Record<WalletAccount, string | null>>
  /** Called when the pair of accounts or the asset changes (to load the new source's balance). */
  onAccountsChange?: (details: { from: WalletAccount; to: WalletAccount; asset: string }) => void
  /** Moves the money; resolves with the transfer, rejects with an Error whose message is shown. */
  onSubmit: (request: AccountTransferSubmit) => Promise<Transfer>
  /** Called after a transfer succeeded. @default undefined */
  onDone?: (transfer: Transfer) => void
  /** Shows a cancel button (a dialog's dismiss). @default undefined */
  onCancel?: () => void
  /** BCP-47 locale for numbers. @default 'en' */
  locale?: string
  /** Text, English by default. */
  labels?: LabelsInput<AccountTransferLabels>
}

const defaultAssets: readonly string[] = ['USDT']
const noBalances: Partial<Record<WalletAccount, string | null>> = {}

/**
 * Moves funds between two of the user's accounts, for a Modal: source and target limited to the
 * seven allowed directions (`@bourse/rules/contracts`), a swap button (when the reverse is allowed), the
 * asset, and the amount with "All" (the source's available), checked to be more than 0 and at
 * most what is available. Renders from props only; `AccountTransferConnected` feeds it.
 */
export function AccountTransfer({
  defaultFrom = 'spot',
  defaultTo = 'contract',
  assets = defaultAssets,
  balances = noBalances,
  onAccountsChange,
  onSubmit,
  onDone,
  onCancel,
  locale = 'en',
  labels: labelsProp,
  ...rest
}: AccountTransferProps) {
  const labels = useWidgetLabels(defaultAccountTransferLabels, accountTransferLabelKeys, labelsProp)
  const [pair, setPair] = useState<[WalletAccount, WalletAccount]>(() =>
    withSource(transferSources().includes(defaultFrom) ? defaultFrom : 'spot', defaultTo),
  )
  const [from, to] = pair
  const [asset, setAsset] = useState(assets[0] ?? 'USDT')
  const [amount, setAmount] = useState('')
  const [attempted, setAttempted] = useState(false)
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const amountRef = useRef<HTMLInputElement>(null)

  const available = balances[from] ?? null
  const issue = transferAmountError(amount, available)
  const message =
    issue && (attempted || amount.trim() !== '')
      ? formatMessage(labels.errors[issue], {
          available:
            available === null
              ? ''
              : formatNumber(available, { locale, decimals: TRANSFER_DECIMALS }),
          asset,
        })
      : undefined

  const change = (next: [WalletAccount, WalletAccount], nextAsset = asset) => {
    setPair(next)
    setFailure(null)
    onAccountsChange?.({ from: next[0], to: next[1], asset: nextAsset })
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    setAttempted(true)
    setFailure(null)
    if (issue) {
      amountRef.current?.focus()
      return
    }
    setPending(true)
    try {
      const transfer = await onSubmit({ from, to, asset, amount: amount.trim() })
      setAmount('')
      setAttempted(false)
      onDone?.(transfer)
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : labels.failed)
    } finally {
      setPending(false)
    }
  }

  const accountOptions = (list: readonly WalletAccount[]) =>
    list.map((a) => ({ value: a, label: labels.accounts[a] }))

  return (
    <Root aria-label={labels.title} noValidate onSubmit={(event) => void submit(event)} {...rest}>
      <Accounts>
        <Select
          label={labels.from}
          value={from}
          options={accountOptions(transferSources())}
          onChange={({ value }) => change(withSource(value as WalletAccount, to))}
        />
        <Button
          type="button"
          variant="ghost"
          aria-label={labels.swap}
          disabled={!isTransferAllowed(to, from)}
          onClick={() => change([to, from])}
        >
          ⇄
        </Button>
        <Select
          label={labels.to}
          value={to}
          options={accountOptions(transferTargets(from))}
          onChange={({ value }) => change([from, value as WalletAccount])}
        />
      </Accounts>
      <Select
        label={labels.asset}
        value={asset}
        options={assets.map((a) => ({ value: a, label: a }))}
        onChange={({ value }) => {
          setAsset(value)
          change(pair, value)
        }}
      />
      <NumberInput
        ref={amountRef}
        label={labels.amount}
        value={amount}
        locale={locale}
        precision={TRANSFER_DECIMALS}
        min="0"
        error={message}
        onChange={({ value }) => {
          setAmount(value)
          setFailure(null)
        }}
        suffix={
          <LinkButton
            type="button"
            aria-label={formatMessage(labels.allLabel, { asset })}
            disabled={available === null}
            onClick={() => {
              if (available !== null) setAmount(available)
            }}
          >
            {labels.all}
          </LinkButton>
        }
      />
      <FigureRow term={labels.available} testId="available">
        {available === null ? '–' : `${formatBalance(available, { locale })} ${asset}`}
      </FigureRow>
      {failure ? <Alert tone="negative">{failure}</Alert> : null}
      <Actions>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {labels.cancel}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" loading={pending} loadingLabel={labels.submitting}>
          {labels.submit}
        </Button>
      </Actions>
    </Root>
  )
}
AccountTransfer.displayName = 'AccountTransfer'
