import styled from 'styled-components'

/**
 * The spot desk: the market header across the top; the order book down the left; candles, depth
 * and the order area in the middle; markets and the trade tape on the right; the user's orders
 * across the bottom. Heights are fixed so live data never moves the layout.
 */
export const Desk = styled.div`
  display: grid;
  grid-template-columns:
    calc(${({ theme }) => theme.space[12]} * 5)
    minmax(0, 1fr)
    calc(${({ theme }) => theme.space[12]} * 5);
  grid-template-rows:
    auto
    calc(${({ theme }) => theme.space[12]} * 7.5)
    calc(${({ theme }) => theme.space[12]} * 4)
    auto
    auto;
  grid-template-areas:
    'ticker ticker ticker'
    'book chart markets'
    'book depth trades'
    'book form trades'
    'orders orders orders';
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.color.bgCanvas};
`

export const Area = styled.section<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  background: ${({ theme }) => theme.color.bgSurface};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
`

export const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[7]}`};
  background: ${({ theme }) => theme.color.warningSubtle};
  color: ${({ theme }) => theme.color.warning};
  font-size: ${({ theme }) => theme.font.size.md};
`

export const Centre = styled.div<{ $compact?: boolean }>`
  display: grid;
  flex: 1;
  place-items: center;
  min-height: ${({ theme, $compact }) => ($compact ? '0' : `calc(${theme.space[12]} * 8)`)};
`

export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[9]};
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[7]} ${theme.space[7]}`};
`

export const SideColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
  h3 {
    margin: 0;
    color: ${({ theme }) => theme.color.textPrimary};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`

export const Field = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[5]};
  min-height: ${({ theme }) => theme.size.controlLg};
  padding: 0 ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSunken};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
  output,
  strong {
    color: ${({ theme }) => theme.color.textPrimary};
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`

export const Balance = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.size.borderWidth} dashed
    ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  strong {
    color: ${({ theme }) => theme.color.textPrimary};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  a {
    align-self: flex-start;
    color: ${({ theme }) => theme.color.brandText};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`

export const SideButton = styled.button<{ $side: 'buy' | 'sell' }>`
  height: ${({ theme }) => theme.size.controlLg};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $side }) => ($side === 'buy' ? theme.color.positive : theme.color.negative)};
  color: ${({ theme }) => theme.color.textOnBrand};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  &:hover {
    filter: brightness(1.08);
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid
      ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`

export const Prompt = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
  a {
    color: ${({ theme }) => theme.color.brandText};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
  }
`

export const OrdersBody = styled.div`
  min-height: calc(${({ theme }) => theme.space[12]} * 3);
`

export const AreaTitle = styled.h2`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[7]} 0`};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`
