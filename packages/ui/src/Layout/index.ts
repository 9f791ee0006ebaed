export { Container, Inline, Stack } from './Layout'
export type { ContainerProps, InlineProps, StackProps } from './Layout'
