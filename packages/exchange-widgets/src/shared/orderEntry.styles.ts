import { styled, css } from 'styled-components'
import { surface } from './frame.styles'

/*
 * Pieces every order-entry widget shares (spot and futures order forms, the second-contract
 * ticket, the account transfer, the TP/SL dialog): the root and form columns, the two-sided
 * switch and submit button in the side's rise or fall colour, field blocks, term/figure rows of
 * the summary, link-like buttons and compact segmented buttons.
 */

/** Colour of a side: the opening side (buy, long, up) rises, the other falls. */
export type SideTone = 'positive' | 'negative'

/** Root of an order-entry widget: a padded column on the widget surface. */
export const EntryRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[5]};
  min-width: 0;
  ${surface}
`

/** The form column under the side and type switches. */
export const EntryForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`

/** Around the two side tabs: the selected tab takes the side's rise or fall colour. */
export const SideTabs = styled.div<{ $tone: SideTone }>`
  & [role='tablist'] {
    display: grid;
    grid-template-columns: 1fr 1fr;
  }
  & [role='tab'] {
    justify-content: center;
  }
  & [role='tab'][aria-selected='true'] {
    background: ${({ theme, $tone }) =>
      $tone === 'positive' ? theme.color.positive : theme.color.negative};
    color: ${({ theme }) => theme.color.textInverse};
  }
`

/** The submit button in the side's colour. */
export const SubmitSlot = styled.div<{ $tone: SideTone }>`
  & > button:not(:disabled) {
    background: ${({ theme, $tone }) =>
      $tone === 'positive' ? theme.color.positive : theme.color.negative};
    border-color: ${({ theme, $tone }) =>
      $tone === 'positive' ? theme.color.positive : theme.color.negative};
    color: ${({ theme }) => theme.color.textInverse};
  }
  & > button:hover:not(:disabled) {
    filter: brightness(1.08);
  }
`

/** A labelled control that is not an input (market price, leverage, durations). */
export const FieldBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`

export const FieldLabel = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`

/** The read-only "Market price" box in place of a market order's price field. */
export const MarketPrice = styled.div`
  display: flex;
  align-items: center;
  height: ${({ theme }) => theme.size.controlMd};
  padding: 0 ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgHover};
  color: ${({ theme }) => theme.color.textSecondary};
`

/** The estimate/summary column of term/figure rows. */
export const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`

/** A term on the left, its figure on the right. */
export const Row = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`

export const Term = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`

export const Figure = styled.span`
  color: ${({ theme }) => theme.color.textPrimary};
  text-align: right;
  overflow-wrap: anywhere;
`

/** A figure with a link button beside it. */
export const Inline = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[3]};
`

/** A text-sized button (Deposit, Transfer, All) that reads like a link. */
export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.brandText};
  font: inherit;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:disabled {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`

/** A message under a field that is accepted but worth a second look. */
export const Warning = styled.span`
  color: ${({ theme }) => theme.color.warning};
`

/** A small outlined button of a segmented group; the pressed one is outlined in the brand colour. */
export const segmentButton = css`
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textSecondary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.textPrimary};
  }
`

/** A compact switch of two or three segment buttons (buy by quantity/total, last/mark). */
export const Toggle = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
  & > button {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    ${segmentButton}
  }
`
