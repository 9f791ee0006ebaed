import { styled } from 'styled-components'
import { wrapperStyles } from './GlobalStyle'

/** The element an embed's theme lives on: tokens, type and resets scoped to it and below. */
export const ThemeWrapper = styled.div`
  ${wrapperStyles}
`
