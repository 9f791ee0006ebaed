import { styled } from 'styled-components'

export const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`

/** A profit in the user's rising / falling colours. */
export const Toned = styled.span<{ $tone: 'positive' | 'negative' | 'neutral' }>`
  color: ${({ theme, $tone }) =>
    $tone === 'positive'
      ? theme.color.positive
      : $tone === 'negative'
        ? theme.color.negative
        : theme.color.textSecondary};
  font-variant-numeric: tabular-nums;
`
