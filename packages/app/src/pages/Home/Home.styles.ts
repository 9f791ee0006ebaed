import { Link } from 'react-router-dom'
import { css, styled } from 'styled-components'

export const Hero = styled.section`
  background:
    radial-gradient(ellipse at 85% 0%, ${({ theme }) => theme.color.brandSubtle}, transparent 60%),
    ${({ theme }) => theme.color.bgSurface};
  border-bottom: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme }) => theme.color.borderSubtle};
`

export const HeroGrid = styled.div`
  display: grid;
  grid-template-columns: 1.2fr 1fr;
  gap: ${({ theme }) => theme.space[12]};
  align-items: center;
  padding: ${({ theme }) => `${theme.space[12]} 0`};
`

export const Headline = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: calc(${({ theme }) => theme.font.size.display} * 1.5);
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`

export const Sub = styled.p`
  margin: ${({ theme }) => `${theme.space[6]} 0 ${theme.space[9]}`};
  max-width: 52ch;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`

export const Ctas = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[5]};
`

export const Snapshot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`

const snapshotRow = css`
  display: grid;
  grid-template-columns: 1fr auto auto;
  gap: ${({ theme }) => theme.space[8]};
  align-items: center;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[7]}`};
  background: ${({ theme }) => theme.color.bgRaised};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.color.textPrimary};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.color.borderStrong};
  }
`

export const SnapshotRow = styled(Link)`
  ${snapshotRow}
`

/** The same box as `SnapshotRow`, holding placeholders while the markets load. */
export const SnapshotSlot = styled.div`
  ${snapshotRow}
`

export const Section = styled.section`
  padding-top: ${({ theme }) => theme.space[11]};
`

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[7]};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`

export const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(calc(${({ theme }) => theme.space[12]} * 3), 1fr));
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
`

export const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  height: 100%;
  padding: ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.color.bgSurface};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.color.textSecondary};
  text-decoration: none;
  transition: border-color ${({ theme }) => theme.motion.duration.fast};
  &:hover {
    border-color: ${({ theme }) => theme.color.brand};
  }
  strong {
    color: ${({ theme }) => theme.color.textPrimary};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`

export const Kind = styled.span`
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.brandSubtle};
  color: ${({ theme }) => theme.color.brandText};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.lg};
  th {
    padding: ${({ theme }) => `${theme.space[5]} ${theme.space[7]}`};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    text-align: left;
    border-bottom: ${({ theme }) => theme.size.borderWidth} solid
      ${({ theme }) => theme.color.borderSubtle};
  }
  td {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[7]}`};
    color: ${({ theme }) => theme.color.textPrimary};
    border-bottom: ${({ theme }) => theme.size.borderWidth} solid
      ${({ theme }) => theme.color.borderSubtle};
  }
  tr:last-child td {
    border-bottom: 0;
  }
  tbody tr:hover td {
    background: ${({ theme }) => theme.color.bgHover};
  }
  [data-align='end'] {
    text-align: right;
  }
`

export const Ticker = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  small {
    margin-left: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`

export const Change = styled.span<{ $tone: 'positive' | 'negative' | 'neutral' }>`
  font-variant-numeric: tabular-nums;
  font-family: ${({ theme }) => theme.font.family.mono};
  color: ${({ theme, $tone }) =>
    $tone === 'positive'
      ? theme.color.positive
      : $tone === 'negative'
        ? theme.color.negative
        : theme.color.textSecondary};
`

export const TradeLink = styled(Link)`
  color: ${({ theme }) => theme.color.brandText};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  &:hover {
    text-decoration: underline;
  }
`

export const Price = styled.span<{ $tone: 'positive' | 'negative' | 'neutral' }>`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme, $tone }) =>
    $tone === 'positive'
      ? theme.color.positive
      : $tone === 'negative'
        ? theme.color.negative
        : theme.color.textPrimary};
`

export const ChangePill = styled.span<{ $tone: 'positive' | 'negative' | 'neutral' }>`
  justify-self: end;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme, $tone }) =>
    $tone === 'positive'
      ? theme.color.positive
      : $tone === 'negative'
        ? theme.color.negative
        : theme.color.textSecondary};
  background: ${({ theme, $tone }) =>
    $tone === 'positive'
      ? theme.color.positiveSubtle
      : $tone === 'negative'
        ? theme.color.negativeSubtle
        : theme.color.bgHover};
`

/** The announcements strip under the hero. */
export const Strip = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[5]};
  min-height: ${({ theme }) => theme.size.controlLg};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
  strong {
    color: ${({ theme }) => theme.color.textPrimary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  > a:last-child {
    margin-left: auto;
    flex: none;
  }
`

/** The latest announcements' titles in the strip, one line, each cut short when too long. */
export const StripItems = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[8]};
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  a {
    color: ${({ theme }) => theme.color.textSecondary};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.color.brandText};
    text-decoration: underline;
  }
`

export const StripBar = styled.div`
  background: ${({ theme }) => theme.color.bgSurface};
  border-bottom: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme }) => theme.color.borderSubtle};
`

export const SectionHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[6]};
  margin-bottom: ${({ theme }) => theme.space[7]};
  h2 {
    margin: 0;
  }
`

export const QuoteCards = styled.ul`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
`

const quoteCard = css`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[7]};
  background: ${({ theme }) => theme.color.bgSurface};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.color.textSecondary};
  text-decoration: none;
  font-variant-numeric: tabular-nums;
  &:hover {
    border-color: ${({ theme }) => theme.color.brand};
  }
  & > [data-price] {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  & > small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`

export const QuoteCard = styled(Link)`
  ${quoteCard}
`

/** The same box as `QuoteCard`, holding placeholders while the markets load. */
export const QuoteSlot = styled.div`
  ${quoteCard}
`

export const CardHead = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`

export const Movers = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[6]};
`

export const MoverList = styled.ol`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} 0;
  list-style: none;
`

const moverRow = css`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.space[8]} 1fr 1fr auto;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;
  min-height: ${({ theme }) => theme.space[11]};
  padding: 0 ${({ theme }) => theme.space[7]};
  color: ${({ theme }) => theme.color.textPrimary};
  text-decoration: none;
  font-variant-numeric: tabular-nums;
  &:hover {
    background: ${({ theme }) => theme.color.bgHover};
  }
  & > [data-rank] {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & > [data-price] {
    text-align: right;
  }
`

export const MoverRow = styled(Link)`
  ${moverRow}
`

/** The same box as `MoverRow`, holding placeholders while the markets load. */
export const MoverSlot = styled.div`
  ${moverRow}
`

export const Entries = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[6]};
  padding-bottom: ${({ theme }) => theme.space[12]};
`

export const Entry = styled(Link)`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[7]}`};
  align-items: start;
  padding: ${({ theme }) => theme.space[9]};
  background: ${({ theme }) => theme.color.bgSurface};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.color.textSecondary};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.color.brand};
  }
  & > svg {
    grid-row: span 3;
    color: ${({ theme }) => theme.color.brandText};
  }
  strong {
    color: ${({ theme }) => theme.color.textPrimary};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  [data-cta] {
    color: ${({ theme }) => theme.color.brandText};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`

export const ListPanel = styled.div`
  height: calc(${({ theme }) => theme.space[12]} * 8);
  background: ${({ theme }) => theme.color.bgSurface};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
`
