import { createGlobalStyle } from 'styled-components'
import { modeCssVars, staticCssVars } from './theme'

/**
 * Emits the token custom properties. Mode colours are keyed on `[data-theme]`, the rise/fall
 * pair on `[data-updown]`; both attributes sit on the same element (html or a wrapper).
 */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${staticCssVars}
  }
  :root, [data-theme='light'] {
    ${modeCssVars('light')}
    color-scheme: light;
  }
  [data-theme='dark'] {
    ${modeCssVars('dark')}
    color-scheme: dark;
  }
  :root, [data-updown='green-up'] {
    --bourse-color-rise: var(--bourse-color-green);
    --bourse-color-fall: var(--bourse-color-red);
    --bourse-color-rise-subtle: var(--bourse-color-green-subtle);
    --bourse-color-fall-subtle: var(--bourse-color-red-subtle);
  }
  [data-updown='red-up'] {
    --bourse-color-rise: var(--bourse-color-red);
    --bourse-color-fall: var(--bourse-color-green);
    --bourse-color-rise-subtle: var(--bourse-color-red-subtle);
    --bourse-color-fall-subtle: var(--bourse-color-green-subtle);
  }
  [data-theme] {
    background: ${({ theme }) => theme.color.bgCanvas};
    color: ${({ theme }) => theme.color.textPrimary};
  }
  *, *::before, *::after {
    box-sizing: border-box;
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family.sans};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    background: ${({ theme }) => theme.color.bgCanvas};
    color: ${({ theme }) => theme.color.textPrimary};
    -webkit-font-smoothing: antialiased;
    font-variant-numeric: tabular-nums;
  }
  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }
  :focus-visible {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: ${({ theme }) => theme.space[1]};
  }
  ::selection {
    background: ${({ theme }) => theme.color.brandSubtle};
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0ms !important;
      transition-duration: 0ms !important;
    }
  }
`
