import type { HTMLAttributes } from 'react'
import { styled } from 'styled-components'
import type { DefaultTheme } from 'styled-components'

type SpaceKey = keyof DefaultTheme['space']
type AlignValue = 'start' | 'center' | 'end' | 'stretch' | 'baseline'
const flexAlign = (a: AlignValue) => (a === 'start' ? 'flex-start' : a === 'end' ? 'flex-end' : a)

const StackRoot = styled.div<{ $gap: SpaceKey; $align: AlignValue }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: ${({ $align }) => flexAlign($align)};
`

const InlineRoot = styled.div<{
  $gap: SpaceKey
  $align: AlignValue
  $justify: string
  $wrap: boolean
}>`
  display: flex;
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: ${({ $align }) => flexAlign($align)};
  justify-content: ${({ $justify }) => $justify};
`

const ContainerRoot = styled.div<{ $wide: boolean }>`
  width: 100%;
  max-width: ${({ theme, $wide }) => ($wide ? theme.size.containerWide : theme.size.container)};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[8]};
`

export type StackProps = HTMLAttributes<HTMLDivElement> & {
  /**
   * Space between children (token step).
   * @default 5
   */
  gap?: SpaceKey
  /**
   * Cross-axis alignment.
   * @default 'stretch'
   */
  align?: AlignValue
}

/** Vertical flow with token gaps. */
export function Stack({ gap = 5, align = 'stretch', ...rest }: StackProps) {
  return <StackRoot $gap={gap} $align={align} {...rest} />
}
Stack.displayName = 'Stack'

export type InlineProps = HTMLAttributes<HTMLDivElement> & {
  /**
   * Space between children (token step).
   * @default 4
   */
  gap?: SpaceKey
  /**
   * Cross-axis alignment.
   * @default 'center'
   */
  align?: AlignValue
  /**
   * Main-axis distribution.
   * @default 'flex-start'
   */
  justify?: 'flex-start' | 'center' | 'flex-end' | 'space-between'
  /**
   * Allow wrapping.
   * @default false
   */
  wrap?: boolean
}

/** Horizontal row with token gaps. */
export function Inline({
  gap = 4,
  align = 'center',
  justify = 'flex-start',
  wrap = false,
  ...rest
}: InlineProps) {
  return <InlineRoot $gap={gap} $align={align} $justify={justify} $wrap={wrap} {...rest} />
}
Inline.displayName = 'Inline'

export type ContainerProps = HTMLAttributes<HTMLDivElement> & {
  /**
   * 1440 instead of 1200 max width (trading screens).
   * @default false
   */
  wide?: boolean
}

/** Centred page column. */
export function Container({ wide = false, ...rest }: ContainerProps) {
  return <ContainerRoot $wide={wide} {...rest} />
}
Container.displayName = 'Container'
