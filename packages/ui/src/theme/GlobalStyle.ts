import { createGlobalStyle, css } from 'styled-components'
import { modeCssVars, staticCssVars } from './theme'

const greenUp = css`
  --bourse-color-rise: var(--bourse-color-green);
  --bourse-color-fall: var(--bourse-color-red);
  --bourse-color-rise-subtle: var(--bourse-color-green-subtle);
  --bourse-color-fall-subtle: var(--bourse-color-red-subtle);
`

const redUp = css`
  --bourse-color-rise: var(--bourse-color-red);
  --bourse-color-fall: var(--bourse-color-green);
  --bourse-color-rise-subtle: var(--bourse-color-red-subtle);
  --bourse-color-fall-subtle: var(--bourse-color-green-subtle);
`

/** The page's type and colour: on `body` for a site, on the wrapper for an embed. */
const surface = css`
  font-family: ${({ theme }) => theme.font.family.sans};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  background: ${({ theme }) => theme.color.bgCanvas};
  color: ${({ theme }) => theme.color.textPrimary};
  -webkit-font-smoothing: antialiased;
  font-variant-numeric: tabular-nums;
`

/**
 * Emits the token custom properties and the page resets for a whole site
 * (`BourseThemeProvider applyTo="document"`). Mode colours are keyed on `[data-theme]`, the
 * rise/fall pair on `[data-updown]`; both attributes sit on the same element (html or a wrapper).
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
    ${greenUp}
  }
  [data-updown='red-up'] {
    ${redUp}
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
    ${surface}
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

/**
 * The same tokens and resets as {@link GlobalStyle}, every rule scoped to the element they are
 * applied to (`BourseThemeProvider applyTo="wrapper"`): an embed leaves the host page's `html`,
 * `body` and elements alone. The resets sit in `:where()`, so they weigh no more than the
 * site's bare element selectors and the components' own rules still win over them.
 */
export const wrapperStyles = css`
  ${staticCssVars}
  ${modeCssVars('light')}
  color-scheme: light;
  ${greenUp}
  &[data-theme='dark'] {
    ${modeCssVars('dark')}
    color-scheme: dark;
  }
  &[data-updown='red-up'] {
    ${redUp}
  }
  ${surface}
  :where(&),
  :where(&) *,
  :where(&) *::before,
  :where(&) *::after {
    box-sizing: border-box;
  }
  :where(&) :where(button, input, select, textarea) {
    font: inherit;
    color: inherit;
  }
  :where(&) :focus-visible {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid
      ${({ theme }) => theme.color.focusRing};
    outline-offset: ${({ theme }) => theme.space[1]};
  }
  :where(&) ::selection {
    background: ${({ theme }) => theme.color.brandSubtle};
  }
  @media (prefers-reduced-motion: reduce) {
    :where(&) *,
    :where(&) *::before,
    :where(&) *::after {
      animation-duration: 0ms !important;
      transition-duration: 0ms !important;
    }
  }
`
