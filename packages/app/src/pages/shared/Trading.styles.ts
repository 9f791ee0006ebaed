import { Link } from 'react-router-dom'
import styled from 'styled-components'

export const Desk = styled.div`
  display: grid;
  grid-template-columns: calc(${({ theme }) => theme.space[12]} * 4.5) 1fr calc(
      ${({ theme }) => theme.space[12]} * 5
    );
  grid-template-areas:
    'markets ticker ticker'
    'markets chart form'
    'markets book form'
    'orders orders orders';
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.color.bgCanvas};
`

export const Area = styled.section<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
  background: ${({ theme }) => theme.color.bgSurface};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
`

export const AreaHead = styled.h2`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[6]}`};
  border-bottom: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme }) => theme.color.borderSubtle};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`

export const AreaBody = styled.div`
  padding: ${({ theme }) => theme.space[6]};
`

export const TickerBar = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[9]};
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[7]}`};
  strong {
    color: ${({ theme }) => theme.color.textPrimary};
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`

export const Stat = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.textPrimary};
  small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`

export const MarketList = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} 0;
  list-style: none;
  max-height: calc(${({ theme }) => theme.space[12]} * 10);
  overflow-y: auto;
`

export const MarketRow = styled(Link)<{ $active: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto auto;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[6]}`};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
  background: ${({ theme, $active }) => ($active ? theme.color.bgHover : 'transparent')};
  &:hover {
    background: ${({ theme }) => theme.color.bgHover};
  }
`

export const ChartArea = styled.div`
  display: grid;
  place-items: center;
  min-height: calc(${({ theme }) => theme.space[12]} * 6);
`
