import { styled } from 'styled-components'
import { figureList, surface, Toned } from '../shared/frame.styles'

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[6]};
  min-width: 0;
  ${surface}
`

export const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  flex-wrap: wrap;
`

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  & > span {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`

export const Strategies = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  & > legend {
    margin-bottom: ${({ theme }) => theme.space[3]};
    padding: 0;
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`

export const StrategyCard = styled.label<{ $selected: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme, $selected }) => ($selected ? theme.color.brand : theme.color.borderDefault)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $selected }) => ($selected ? theme.color.brandSubtle : 'transparent')};
  cursor: pointer;
  & > input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }
  &:has(input:focus-visible) {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid
      ${({ theme }) => theme.color.focusRing};
    outline-offset: ${({ theme }) => theme.space[1]};
  }
  & > strong {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  & > span {
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`

export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space[5]};
`

export const Facts = styled.dl`
  ${figureList}
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[8]};
  & dd {
    font-size: ${({ theme }) => theme.font.size.md};
  }
`

export { Toned }

export const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  flex-wrap: wrap;
`

export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.brandText};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid
      ${({ theme }) => theme.color.focusRing};
  }
`

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space[6]};
`

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  & > h3 {
    margin: 0;
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`

/** The live log's scroll box; the list inside keeps its list semantics. */
export const Timeline = styled.div`
  max-height: 280px;
  overflow-y: auto;
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid
      ${({ theme }) => theme.color.focusRing};
  }
  & > ol {
    display: flex;
    flex-direction: column;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & li {
    display: grid;
    grid-template-columns: auto 1fr auto;
    gap: ${({ theme }) => theme.space[4]};
    align-items: baseline;
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border-bottom: ${({ theme }) => theme.size.borderWidth} solid
      ${({ theme }) => theme.color.borderSubtle};
  }
  & li:last-child {
    border-bottom: 0;
  }
  & time {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`

export const StepLabel = styled.span<{ $kind: string }>`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme, $kind }) =>
    $kind === 'execute_buy'
      ? theme.color.positive
      : $kind === 'execute_sell'
        ? theme.color.negative
        : theme.color.textPrimary};
`

export const StepDetail = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  min-width: 0;
`

export const OrderTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.xs};
  & th {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    text-align: right;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  }
  & td {
    text-align: right;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-top: ${({ theme }) => theme.size.borderWidth} solid
      ${({ theme }) => theme.color.borderSubtle};
  }
  & th:first-child,
  & td:first-child {
    text-align: left;
  }
`

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`

export const Prompt = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
`
