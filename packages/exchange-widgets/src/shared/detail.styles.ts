import { styled, css } from 'styled-components'

/*
 * Pieces of the widgets laid out as a column of blocks on their container's background (forms
 * in dialogs, an order's detail, a product card): the column, its header row, and a list of
 * terms and figures.
 */

/** A column of blocks with the primary text colour and size; no surface of its own. */
export const stack = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
`

/** A title on the left and a badge or action on the right. */
export const DetailHead = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`

/**
 * A `<dl>` of terms (secondary, on the left) and figures (right-aligned), a pair a row;
 * `$columnGap` is the space between them. @default 6
 */
export const FactList = styled.dl<{ $columnGap?: 5 | 6 }>`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[3]} ${({ theme, $columnGap = 6 }) => theme.space[$columnGap]};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  dd {
    margin: 0;
    text-align: right;
    overflow-wrap: anywhere;
  }
`
