import { styled } from 'styled-components'

/**
 * A trading desk (spot, futures): the market header across the top; the order book down the left; candles, depth
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
    calc(${({ theme }) => theme.space[12]} * 5)
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

export const OrdersBody = styled.div`
  min-height: calc(${({ theme }) => theme.space[12]} * 3);
`
