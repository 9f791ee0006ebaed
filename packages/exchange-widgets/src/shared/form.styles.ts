import { css, styled } from 'styled-components'

/*
 * Layout pieces of the wallet forms (address book, withdrawal): the form's column of fields and
 * two fields side by side.
 */

/** A form as a column of fields, `gap` theme spaces apart. */
export const fieldColumn = (gap: 4 | 5) => css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[gap]};
`

/** Two fields side by side, half the width each (chain and label, coin and chain). */
export const FieldPair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
`
