import { styled } from 'styled-components'
import { surface } from '../shared/frame.styles'

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.lg};
  ${surface}
`

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`

/** The donut beside its legend table; the table goes under it when narrow. */
export const Body = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[8]};
  & > :last-child {
    flex: 1;
    min-width: 16rem;
  }
`

export const Slice = styled.path<{ $color: string }>`
  fill: ${({ $color }) => $color};
  stroke: ${({ theme }) => theme.color.bgSurface};
  stroke-width: 1;
`

export const CenterValue = styled.text`
  fill: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-anchor: middle;
`

export const CenterLabel = styled.text`
  fill: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-anchor: middle;
`

export const Name = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`

export const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: ${({ theme }) => theme.size.iconSm};
  height: ${({ theme }) => theme.size.iconSm};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $color }) => $color};
`

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`
