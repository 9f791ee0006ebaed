import { Alert, Button, Skeleton, Tabs } from '@bourse/ui'
import { useId, type ReactNode } from 'react'
import {
  FieldBlock,
  FieldLabel,
  Figure,
  Inline,
  LinkButton,
  MarketPrice,
  Row,
  SideTabs,
  SubmitSlot,
  Term,
  type SideTone,
} from '../orderEntry.styles'

/*
 * Parts every order-entry widget repeats (spot and futures order forms, the second-contract
 * ticket, the account transfer): the two-sided switch, the market-price box, the term/figure
 * rows of the summary, the available row with its link, the answer and submit block.
 */

export type SideSwitchProps<S extends string> = {
  /** Accessible name of the tab list. */
  label: string
  /** The two sides: the first one rises (buy, long, up), the second one falls. */
  sides: readonly [{ value: S; label: string }, { value: S; label: string }]
  /** The selected side. */
  value: S
  /** The user picked a side. */
  onChange: (details: { value: S }) => void
}

/** Pill tabs of the two sides; the selected one takes its rise or fall colour. */
export function SideSwitch<S extends string>({
  label,
  sides,
  value,
  onChange,
}: SideSwitchProps<S>) {
  return (
    <SideTabs $tone={value === sides[0].value ? 'positive' : 'negative'}>
      <Tabs
        label={label}
        variant="pill"
        items={sides}
        value={value}
        onChange={(details) => onChange({ value: details.value as S })}
      />
    </SideTabs>
  )
}

export type MarketPriceFieldProps = {
  /** The field's label ("Price"). */
  label: string
  /** What stands in the box ("Market price"). */
  text: string
}

/** In place of a market order's price input: a labelled, read-only note. */
export function MarketPriceField({ label, text }: MarketPriceFieldProps) {
  const id = `${useId()}-price`
  return (
    <FieldBlock>
      <FieldLabel id={id}>{label}</FieldLabel>
      <MarketPrice aria-labelledby={id} role="note">
        {text}
      </MarketPrice>
    </FieldBlock>
  )
}

export type FigureRowProps = {
  /** The term on the left. */
  term: ReactNode
  /**
   * `data-testid` of the figure.
   * @default undefined
   */
  testId?: string | undefined
  /** The figure on the right. */
  children: ReactNode
}

/** A summary row: the term on the left, its figure on the right. */
export function FigureRow({ term, testId, children }: FigureRowProps) {
  return (
    <Row>
      <Term>{term}</Term>
      <Figure data-testid={testId}>{children}</Figure>
    </Row>
  )
}

export type AvailableRowProps = {
  /** The term ("Available"). */
  term: string
  /** The balance as shown ('–' when unknown). */
  value: ReactNode
  /**
   * A placeholder instead of the value while the balance loads.
   * @default false
   */
  loading?: boolean
  /**
   * A link-like button after the value (Deposit, Transfer); none when undefined.
   * @default undefined
   */
  link?: { text: string; label: string; onClick: () => void } | undefined
}

/** The available balance (`data-testid="available"`) with an optional Deposit/Transfer link. */
export function AvailableRow({ term, value, loading = false, link }: AvailableRowProps) {
  return (
    <Row>
      <Term>{term}</Term>
      <Inline>
        {loading ? <Skeleton width="6em" /> : <Figure data-testid="available">{value}</Figure>}
        {link ? (
          <LinkButton type="button" aria-label={link.label} onClick={link.onClick}>
            {link.text}
          </LinkButton>
        ) : null}
      </Inline>
    </Row>
  )
}

export type SubmitBlockProps = {
  /** Signed in: the submit button; otherwise the log-in button. */
  loggedIn: boolean
  /** Colour of the submit button: the side's. */
  tone: SideTone
  /** Text of the submit button. */
  submitLabel: string
  /** Read while the request is on its way. */
  submittingLabel: string
  /** Text of the log-in button. */
  loginLabel: string
  /**
   * The server's refusal, above the button.
   * @default null
   */
  error?: string | null | undefined
  /**
   * A success message above the button (a status); none when null.
   * @default null
   */
  done?: string | null | undefined
  /**
   * The submit button is disabled.
   * @default undefined
   */
  disabled?: boolean | undefined
  /**
   * The log-in button is disabled.
   * @default undefined
   */
  loginDisabled?: boolean | undefined
  /**
   * The request is on its way: the submit button spins.
   * @default false
   */
  busy?: boolean
  /**
   * A visitor asked to log in.
   * @default undefined
   */
  onLogin?: (() => void) | undefined
}

/** The server's answer and the submit button in the side's colour (or log-in for a visitor). */
export function SubmitBlock({
  loggedIn,
  tone,
  submitLabel,
  submittingLabel,
  loginLabel,
  error = null,
  done = null,
  disabled,
  loginDisabled,
  busy = false,
  onLogin,
}: SubmitBlockProps) {
  return (
    <>
      {error ? <Alert tone="negative">{error}</Alert> : null}
      {done ? (
        <Alert tone="positive" role="status">
          {done}
        </Alert>
      ) : null}
      {loggedIn ? (
        <SubmitSlot $tone={tone}>
          <Button
            type="submit"
            variant="primary"
            size="lg"
            block
            disabled={disabled}
            loading={busy}
            loadingLabel={submittingLabel}
          >
            {submitLabel}
          </Button>
        </SubmitSlot>
      ) : (
        <Button
          variant="primary"
          size="lg"
          block
          disabled={loginDisabled}
          onClick={() => onLogin?.()}
        >
          {loginLabel}
        </Button>
      )}
    </>
  )
}

export type OrderTypeTabsProps = {
  /** Accessible name of the tab list ("Order type"). */
  label: string
  /** Texts of the two types. */
  names: { limit: string; market: string }
  /** The selected type. */
  value: 'limit' | 'market'
  /** The user picked a type. */
  onChange: (details: { value: 'limit' | 'market' }) => void
}

/** Small tabs of the order type: Limit or Market. */
export function OrderTypeTabs({ label, names, value, onChange }: OrderTypeTabsProps) {
  return (
    <Tabs
      label={label}
      size="sm"
      items={[
        { value: 'limit', label: names.limit },
        { value: 'market', label: names.market },
      ]}
      value={value}
      onChange={(details) => onChange({ value: details.value as 'limit' | 'market' })}
    />
  )
}
