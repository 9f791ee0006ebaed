import styled from 'styled-components'
import { surface } from '../shared/frame.styles'

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[5]};
  min-width: 0;
  ${surface}
`

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`

/** Around the Long/Short tabs: the selected tab takes the rise (long) or fall (short) colour. */
export const SideTabs = styled.div<{ $side: 'long' | 'short' }>`
  & [role='tablist'] {
    display: grid;
    grid-template-columns: 1fr 1fr;
  }
  & [role='tab'] {
    justify-content: center;
  }
  & [role='tab'][aria-selected='true'] {
    background: ${({ theme, $side }) =>
      $side === 'long' ? theme.color.positive : theme.color.negative};
    color: ${({ theme }) => theme.color.textInverse};
  }
`

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

/** Segmented buttons (leverage, trigger reference): the pressed one is outlined in the brand colour. */
export const Segmented = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  & > button {
    flex: 1 0 auto;
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border: ${({ theme }) => theme.size.borderWidth} solid
      ${({ theme }) => theme.color.borderDefault};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: transparent;
    color: ${({ theme }) => theme.color.textSecondary};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.xs};
    cursor: pointer;
  }
  & > button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.textPrimary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  & > button:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`

/** The TP/SL heading with the trigger-reference switch beside it. */
export const TpSlHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  & ${Segmented} > button {
    flex: 0 0 auto;
  }
`

export const TpSlFields = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
`

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

export const Inline = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[3]};
`

/** A text-sized button (Transfer) that reads like a link. */
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
`

export const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`

/** A stop-loss warning under the field: accepted, but worth a second look. */
export const Warning = styled.span`
  color: ${({ theme }) => theme.color.warning};
`

/** The submit button in the side's colour. */
export const SubmitSlot = styled.div<{ $side: 'long' | 'short' }>`
  & > button:not(:disabled) {
    background: ${({ theme, $side }) =>
      $side === 'long' ? theme.color.positive : theme.color.negative};
    border-color: ${({ theme, $side }) =>
      $side === 'long' ? theme.color.positive : theme.color.negative};
    color: ${({ theme }) => theme.color.textInverse};
  }
  & > button:hover:not(:disabled) {
    filter: brightness(1.08);
  }
`
