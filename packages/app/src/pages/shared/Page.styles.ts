import { Tabs } from '@bourse/ui'
import { styled } from 'styled-components'

export const PageHead = styled.div`
  padding: ${({ theme }) => `${theme.space[10]} 0 ${theme.space[8]}`};
`

export const Title = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.display};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`

export const Lead = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  max-width: 72ch;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`

/**
 * Two columns side by side (offers and their rules, a chart and its totals), as wide as
 * `$ratio` says (`[2, 1]`: two thirds and one third; even by default).
 */
export const Columns = styled.div<{
  $ratio?: readonly [number, number]
  $align?: 'start' | 'center'
}>`
  display: grid;
  grid-template-columns: ${({ $ratio = [1, 1] }) =>
    `minmax(0, ${$ratio[0]}fr) minmax(0, ${$ratio[1]}fr)`};
  gap: ${({ theme }) => theme.space[8]};
  align-items: ${({ $align = 'start' }) => $align};
`

/** A bordered surface holding one part of a page. */
export const Panel = styled.section`
  background: ${({ theme }) => theme.color.bgSurface};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
`

export const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[7]}`};
  border-bottom: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme }) => theme.color.borderSubtle};
`

export const PanelTitle = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`

export const PanelBody = styled.div`
  padding: ${({ theme }) => theme.space[7]};
`

/** Tabs along the top edge of a panel, inset like its content. */
export const PanelTabs = styled.div`
  padding: 0 ${({ theme }) => theme.space[7]};
  border-bottom: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme }) => theme.color.borderSubtle};
`

/** Tabs across the top of a panel whose tab panel is the panel's body (inset like `PanelBody`). */
export const PanelTabbed = styled(Tabs)`
  > [role='tablist'] {
    padding: 0 ${({ theme }) => theme.space[7]};
  }
  > [role='tabpanel'] {
    padding: ${({ theme }) => theme.space[7]};
  }
`

/** Long-form text (legal texts, about). */
export const Prose = styled.article`
  max-width: 80ch;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  h2 {
    margin: ${({ theme }) => `${theme.space[9]} 0 ${theme.space[4]}`};
    color: ${({ theme }) => theme.color.textPrimary};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[6]};
  }
`

/** Numbers line up in columns. */
export const Num = styled.span`
  font-variant-numeric: tabular-nums;
  font-family: ${({ theme }) => theme.font.family.mono};
`
