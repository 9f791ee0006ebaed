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

export const Header = styled.header`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`

/** Around the up/down tabs: the selected tab takes the rise or fall colour. */
export const DirectionTabs = styled.div<{ $direction: 'up' | 'down' }>`
  & [role='tablist'] {
    display: grid;
    grid-template-columns: 1fr 1fr;
  }
  & [role='tab'] {
    justify-content: center;
  }
  & [role='tab'][aria-selected='true'] {
    background: ${({ theme, $direction }) =>
      $direction === 'up' ? theme.color.positive : theme.color.negative};
    color: ${({ theme }) => theme.color.textInverse};
  }
`

export const FieldLabel = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`

export const FieldBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`

/** The duration choices: one pressed button per product. */
export const Durations = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  & > button {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border: ${({ theme }) => theme.size.borderWidth} solid
      ${({ theme }) => theme.color.borderDefault};
    border-radius: ${({ theme }) => theme.radius.md};
    background: transparent;
    color: ${({ theme }) => theme.color.textSecondary};
    font: inherit;
    font-variant-numeric: tabular-nums;
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

export const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
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

/** The submit button in the direction's colour. */
export const SubmitSlot = styled.div<{ $direction: 'up' | 'down' }>`
  & > button:not(:disabled) {
    background: ${({ theme, $direction }) =>
      $direction === 'up' ? theme.color.positive : theme.color.negative};
    border-color: ${({ theme, $direction }) =>
      $direction === 'up' ? theme.color.positive : theme.color.negative};
    color: ${({ theme }) => theme.color.textInverse};
  }
  & > button:hover:not(:disabled) {
    filter: brightness(1.08);
  }
`

export const Contracts = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme }) => theme.color.borderSubtle};
`

export const ContractsTitle = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`

export const ContractList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`

export const Contract = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  & > :nth-child(even) {
    text-align: right;
  }
`

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`
