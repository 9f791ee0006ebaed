import type { LabelsInput } from '../shared/labels'
import type { DepositAddress, WalletChain, WalletCoin } from '@bourse/api-client'
import { formatMessage, depositCoins, pickDepositPair } from '@bourse/rules'
import { compare, isDecimal } from '@bourse/rules/decimal'
import {
  Alert,
  Button,
  CopyButton,
  Empty,
  NumberInput,
  QRCode,
  Select,
  Skeleton,
  formatNumber,
} from '@bourse/ui'
import {
  useId,
  useMemo,
  useState,
  type FormEvent,
  type HTMLAttributes,
  type ReactNode,
} from 'react'
import { WidgetError } from '../shared/LiveStatus'
import type { WidgetStatus } from '../types'
import {
  AddressBox,
  AddressColumn,
  AddressText,
  Choices,
  DemoForm,
  DemoNote,
  DemoRow,
  DemoTitle,
  FieldBlock,
  FieldLabel,
  Networks,
  Notes,
  QrPlaceholder,
  Root,
  Sent,
} from './DepositPanel.styles'
import { useWidgetLabels } from '../shared/widgetMessages'
import { depositPanelLabelKeys } from './DepositPanel.messages'
import { defaultDepositPanelLabels, type DepositPanelLabels } from './DepositPanel.labels'

export { defaultDepositPanelLabels } from './DepositPanel.labels'
export type { DepositPanelLabels } from './DepositPanel.labels'

/** A coin and one of its chains. */
export type DepositPair = { coin: string; chain: WalletChain }

export type DepositPanelProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'onChange'> & {
  /** The coins offered (`/app/wallet/coins`); only auto-deposit chains are shown. */
  coins: readonly WalletCoin[]
  /** State of the coins: skeleton while `loading`, retry on `error`. @default 'ready' */
  status?: WidgetStatus
  /** A second line of the coins' error state. @default undefined */
  errorDetail?: string
  /** Called by the coins' error state's retry button. @default undefined */
  onRetry?: () => void
  /** The coin shown (controlled). @default undefined (internal, from `defaultCoin`) */
  coin?: string
  /** The coin shown first (e.g. from `?coin=BTC`). @default the first coin */
  defaultCoin?: string
  /** The chain shown (controlled). @default undefined (internal, from `defaultChain`) */
  chain?: WalletChain
  /** The chain shown first. @default the coin's first auto-deposit chain */
  defaultChain?: WalletChain
  /** Called when the user picks another coin or chain (with the pair now shown). */
  onChange?: (details: DepositPair) => void
  /** The user's address for the pair shown; one for another pair counts as loading. @default null */
  address?: DepositAddress | null
  /** State of the address. @default 'ready' with an address, else 'loading' */
  addressStatus?: 'loading' | 'ready' | 'error'
  /** A second line of the address error (what the server said). @default undefined */
  addressErrorDetail?: string
  /** Called by the address error's retry button. @default undefined */
  onAddressRetry?: () => void
  /**
   * Demo mode: shows "Send a test deposit", which calls this with the amount typed; resolves when
   * sent, rejects with an Error whose message is shown. @default undefined (not shown)
   */
  onSimulateDeposit?: (details: DepositPair & { amount: string }) => Promise<unknown>
  /** BCP-47 locale for numbers. @default 'en' */
  locale?: string
  /** Text, English by default. */
  labels?: LabelsInput<DepositPanelLabels>
}

const QR_SIZE = 148

/**
 * Where and how to deposit: the coin and its network, the notes a user must read before sending
 * (only this coin on this network, the minimum below which a deposit is lost, the confirmations
 * before crediting, which coins auto-deposit), and the user's address as text, QR code and copy
 * button; in demo mode a small form that sends a test deposit over the simulated chain. Renders
 * from props only; `DepositPanelConnected` feeds it.
 */
export function DepositPanel({
  coins,
  status = 'ready',
  errorDetail,
  onRetry,
  coin: coinProp,
  defaultCoin,
  chain: chainProp,
  defaultChain,
  onChange,
  address = null,
  addressStatus,
  addressErrorDetail,
  onAddressRetry,
  onSimulateDeposit,
  locale = 'en',
  labels: labelsProp,
  ...rest
}: DepositPanelProps) {
  const labels = useWidgetLabels(defaultDepositPanelLabels, depositPanelLabelKeys, labelsProp)
  const ids = useId()
  const offered = useMemo(() => depositCoins(coins), [coins])
  const [own, setOwn] = useState<{ coin?: string | undefined; chain?: string | undefined }>({
    coin: defaultCoin,
    chain: defaultChain,
  })
  const pair = pickDepositPair(offered, coinProp ?? own.coin, chainProp ?? own.chain)

  const choose = (coin: string, chain: string | undefined) => {
    const next = pickDepositPair(offered, coin, chain)
    if (!next) return
    setOwn({ coin: next.coin.coin, chain: next.chain.chain })
    onChange?.({ coin: next.coin.coin, chain: next.chain.chain })
  }

  const frame = (body: ReactNode) => (
    <Root aria-label={labels.title} aria-busy={status === 'loading' || undefined} {...rest}>
      {body}
    </Root>
  )

  if (status === 'loading') {
    return frame(
      <>
        <Skeleton height="32px" label={labels.loading} />
        <Skeleton height="96px" />
        <Skeleton height="180px" />
      </>,
    )
  }
  if (status === 'error') {
    return frame(
      <WidgetError
        message={labels.error}
        detail={errorDetail}
        retryLabel={labels.retry}
        onRetry={onRetry}
      />,
    )
  }
  if (!pair) return frame(<Empty title={labels.noCoins} />)

  const { coin, chain } = pair
  const shown =
    address && address.coin === coin.coin && address.chain === chain.chain ? address : null
  const addressState = addressStatus === 'error' ? 'error' : shown ? 'ready' : 'loading'
  const minimum = formatNumber(shown?.minDeposit ?? chain.minDeposit, { locale, decimals: 8 })
  const values = { coin: coin.coin, network: chain.name }

  return frame(
    <>
      <Choices>
        <Select
          label={labels.coin}
          value={coin.coin}
          options={offered.map((c) => ({ value: c.coin, label: c.coin }))}
          onChange={({ value }) => choose(value, undefined)}
        />
        <FieldBlock role="group" aria-labelledby={`${ids}-network`}>
          <FieldLabel id={`${ids}-network`}>{labels.network}</FieldLabel>
          <Networks>
            {coin.chains.map((c) => (
              <button
                key={c.chain}
                type="button"
                aria-pressed={c.chain === chain.chain}
                onClick={() => choose(coin.coin, c.chain)}
              >
                {c.name}
              </button>
            ))}
          </Networks>
        </FieldBlock>
      </Choices>

      <Alert tone="warning" title={labels.notesTitle}>
        <Notes>
          <li>{formatMessage(labels.onlyCoin, values)}</li>
          <li>
            <strong>{formatMessage(labels.minimum, { amount: minimum, coin: coin.coin })}</strong>
          </li>
          <li>
            {formatMessage(labels.confirmations, {
              count: shown?.confirmations ?? chain.confirmations,
            })}
          </li>
          <li>
            {formatMessage(labels.autoDeposit, { coins: offered.map((c) => c.coin).join(', ') })}
          </li>
        </Notes>
      </Alert>

      <FieldBlock>
        <FieldLabel id={`${ids}-address`}>{formatMessage(labels.address, values)}</FieldLabel>
        {addressState === 'error' ? (
          <WidgetError
            message={labels.addressError}
            detail={addressErrorDetail}
            retryLabel={labels.retry}
            onRetry={onAddressRetry}
          />
        ) : (
          <AddressBox aria-busy={addressState === 'loading' || undefined}>
            {shown ? (
              <>
                <QRCode value={shown.address} size={QR_SIZE} label={labels.qrCaption} />
                <AddressColumn>
                  <AddressText aria-labelledby={`${ids}-address`}>{shown.address}</AddressText>
                  <CopyButton
                    text={shown.address}
                    label={labels.copy}
                    successMessage={labels.copied}
                    failureMessage={labels.copyFailed}
                    variant="secondary"
                  >
                    {labels.copy}
                  </CopyButton>
                </AddressColumn>
              </>
            ) : (
              <>
                <QrPlaceholder>
                  <Skeleton width={`${QR_SIZE}px`} height={`${QR_SIZE}px`} />
                </QrPlaceholder>
                <AddressColumn>
                  <Skeleton width="100%" label={labels.addressLoading} />
                  <Skeleton width="8rem" height="24px" />
                </AddressColumn>
              </>
            )}
          </AddressBox>
        )}
      </FieldBlock>

      {onSimulateDeposit ? (
        <DemoDeposit
          key={`${coin.coin}:${chain.chain}`}
          pair={{ coin: coin.coin, chain: chain.chain }}
          network={chain.name}
          decimals={chain.decimals}
          locale={locale}
          labels={labels}
          onSimulateDeposit={onSimulateDeposit}
        />
      ) : null}
    </>,
  )
}
DepositPanel.displayName = 'DepositPanel'

/** The demo chain's "send a test deposit" form for one pair. */
function DemoDeposit({
  pair,
  network,
  decimals,
  locale,
  labels,
  onSimulateDeposit,
}: {
  pair: DepositPair
  network: string
  decimals: number
  locale: string
  labels: DepositPanelLabels
  onSimulateDeposit: NonNullable<DepositPanelProps['onSimulateDeposit']>
}) {
  const [amount, setAmount] = useState('')
  const [pending, setPending] = useState(false)
  const [invalid, setInvalid] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    const value = amount.trim()
    const ok = isDecimal(value) && compare(value, '0') > 0
    setInvalid(!ok)
    setFailure(null)
    setSent(null)
    if (!ok) return
    setPending(true)
    try {
      await onSimulateDeposit({ ...pair, amount: value })
      setSent(value)
      setAmount('')
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : labels.demoFailed)
    } finally {
      setPending(false)
    }
  }

  return (
    <DemoForm aria-label={labels.demoTitle} noValidate onSubmit={(event) => void submit(event)}>
      <DemoTitle>{labels.demoTitle}</DemoTitle>
      <DemoNote>{formatMessage(labels.demoNote, { coin: pair.coin, network })}</DemoNote>
      <DemoRow>
        <NumberInput
          label={labels.demoAmount}
          value={amount}
          locale={locale}
          precision={decimals}
          min="0"
          suffix={pair.coin}
          error={invalid ? labels.demoInvalid : undefined}
          onChange={({ value }) => {
            setAmount(value)
            setInvalid(false)
          }}
        />
        <Button type="submit" variant="primary" loading={pending} loadingLabel={labels.demoSending}>
          {labels.demoSubmit}
        </Button>
      </DemoRow>
      <div role="status">
        {sent ? (
          <Sent>
            {formatMessage(labels.demoSent, {
              amount: formatNumber(sent, { locale, decimals }),
              coin: pair.coin,
            })}
          </Sent>
        ) : null}
      </div>
      {failure ? <Alert tone="negative">{failure}</Alert> : null}
    </DemoForm>
  )
}
