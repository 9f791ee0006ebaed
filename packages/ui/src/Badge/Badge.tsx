import type { HTMLAttributes } from 'react'
import { styled } from 'styled-components'
import { toneColor, toneSubtle } from '../shared/tone'
import type { Tone } from '../shared/tone'

const Root = styled.span<{ $tone: Tone; $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]}
    ${({ theme, $size }) => ($size === 'sm' ? theme.space[2] : theme.space[3])};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $tone }) => toneSubtle(theme, $tone)};
  color: ${({ theme, $tone }) => toneColor(theme, $tone)};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.font.size.xs : theme.font.size.sm)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  white-space: nowrap;
`

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & {
  /**
   * Semantic colour; positive/negative follow the user's rise/fall colours.
   * @default 'neutral'
   */
  tone?: Tone
  /**
   * Text size.
   * @default 'md'
   */
  size?: 'sm' | 'md'
}

/** Small status label ("Filled", "+2.35%", "KYC 2"). */
export function Badge({ tone = 'neutral', size = 'md', ...rest }: BadgeProps) {
  return <Root $tone={tone} $size={size} {...rest} />
}

Badge.displayName = 'Badge'
