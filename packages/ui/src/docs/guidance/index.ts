// Docs-only building blocks for the components' guidance (their MDX docs pages); not exported by
// @bourse/ui.
export { DoDont, Do, Dont, DialogExample, ToastExample } from './DoDont'
export type { DoDontProps, ExampleProps, DialogExampleProps, ToastExampleProps } from './DoDont'
