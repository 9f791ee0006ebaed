import { styled } from 'styled-components'
import { size, space } from '../../theme/tokens'

/** One themed block on a docs page: the tokens' own canvas, type and colours. */
export const Panel = styled.div`
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textPrimary};
  overflow-x: auto;
`

export const PanelTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`

/**
 * Blocks side by side. It sits on the docs page, outside any theme, so it takes the token values
 * themselves rather than their CSS variables.
 */
export const Panes = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${size.hoverCardWidth}), 1fr));
  gap: ${space[6]};
  margin: ${space[6]} 0;
  & > * {
    margin: 0;
  }
`

/** The space around one block on the page (outside the theme too, so token values). */
export const Block = styled.div`
  margin: ${space[6]} 0;
`

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border-bottom: ${({ theme }) => theme.size.borderWidth} solid
      ${({ theme }) => theme.color.borderSubtle};
    text-align: left;
    vertical-align: middle;
  }
  th {
    color: ${({ theme }) => theme.color.textSecondary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    white-space: nowrap;
  }
  caption {
    padding-bottom: ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.color.textSecondary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-align: left;
  }
`

export const Code = styled.code`
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textPrimary};
  white-space: nowrap;
`

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
`

/** A colour sample. Bordered, so white on white and black on black still show their edge. */
export const Swatch = styled.span<{ $size?: 'sm' | 'lg' }>`
  display: inline-block;
  flex: none;
  width: ${({ theme, $size }) => ($size === 'lg' ? theme.size.iconXl : theme.size.controlSm)};
  height: ${({ theme, $size }) => ($size === 'lg' ? theme.size.iconXl : theme.size.controlSm)};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  vertical-align: middle;
`

export const SwatchCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(calc(${({ theme }) => theme.size.iconXl} * 2.5), 1fr)
  );
  gap: ${({ theme }) => theme.space[5]};
`

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`

/** A bar whose length is the token being shown. */
export const Bar = styled.span`
  display: inline-block;
  height: ${({ theme }) => theme.space[6]};
  min-width: ${({ theme }) => theme.size.borderWidth};
  background: ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.sm};
  vertical-align: middle;
`

export const Box = styled.span`
  display: inline-block;
  width: ${({ theme }) => theme.size.iconXl};
  height: ${({ theme }) => theme.size.iconXl};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderStrong};
  background: ${({ theme }) => theme.color.brandSubtle};
  vertical-align: middle;
`

export const Card = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: ${({ theme }) => theme.size.controlLg};
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgRaised};
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
`

export const Track = styled.div`
  position: relative;
  width: 100%;
  min-width: calc(${({ theme }) => theme.size.iconXl} * 2.5);
  height: ${({ theme }) => theme.size.iconMd};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bgSunken};
`

export const Dot = styled.span<{ $at: 'start' | 'end' }>`
  position: absolute;
  top: 0;
  left: ${({ theme, $at }) => ($at === 'end' ? `calc(100% - ${theme.size.iconMd})` : '0')};
  width: ${({ theme }) => theme.size.iconMd};
  height: ${({ theme }) => theme.size.iconMd};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.brand};
  transition-property: left;
`

export const Sample = styled.span`
  font-variant-numeric: normal;
`

export const Pill = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-variant-numeric: tabular-nums;
`

/** A background swatch with a square of the text colour in its middle. */
export const PairSwatch = styled(Swatch)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
`

export const Ink = styled.span`
  width: 50%;
  height: 50%;
  border-radius: ${({ theme }) => theme.radius.sm};
`
