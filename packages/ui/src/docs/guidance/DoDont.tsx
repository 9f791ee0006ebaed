import { Children, isValidElement, useState } from 'react'
import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { Button } from '../../Button'
import { Icon } from '../../Icon'
import { Modal } from '../../Modal'
import { ToastProvider, useToast } from '../../Toast'
import type { ToastOptions } from '../../Toast'
import { BourseThemeProvider } from '../../theme'
import { Panes } from '../foundations/foundations.styles'
import { useDocsMode } from '../foundations/TokenPanel'

type Verdict = 'do' | 'dont'

const Figure = styled.figure<{ $verdict: Verdict }>`
  display: flex;
  flex-direction: column;
  margin: 0;
  min-width: 0;
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textPrimary};
  font-family: ${({ theme }) => theme.font.family.sans};
`

/** The live example: the component itself on the tokens' canvas. */
const Stage = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.bgCanvas};
  overflow-x: auto;
`

/** The verdict bar under the example: a coloured rule, the word and the reason. */
const Caption = styled.figcaption<{ $verdict: Verdict }>`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border-top: ${({ theme }) => theme.space[1]} solid
    ${({ theme, $verdict }) => ($verdict === 'do' ? theme.color.green : theme.color.red)};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`

const Word = styled.strong<{ $verdict: Verdict }>`
  display: inline-flex;
  flex: none;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  color: ${({ theme, $verdict }) => ($verdict === 'do' ? theme.color.green : theme.color.red)};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`

export type ExampleProps = {
  /** Why: one sentence a designer can act on. */
  text: ReactNode
  /** The live example: the component itself. */
  children: ReactNode
  /**
   * Width of the example's content, for widgets that fill their container (CSS length).
   * @default undefined (the content's own width)
   */
  width?: string
}

function Example({ verdict, text, children, width }: ExampleProps & { verdict: Verdict }) {
  return (
    <Figure $verdict={verdict}>
      <Stage>{width ? <div style={{ width, maxWidth: '100%' }}>{children}</div> : children}</Stage>
      <Caption $verdict={verdict}>
        <Word $verdict={verdict}>
          <Icon name={verdict === 'do' ? 'check' : 'close'} size="sm" />
          {verdict === 'do' ? 'Do' : 'Don’t'}
        </Word>
        <span>{text}</span>
      </Caption>
    </Figure>
  )
}

/** The right way, captioned with a green "Do". Goes inside `DoDont`. */
export function Do(props: ExampleProps) {
  return <Example verdict="do" {...props} />
}
Do.displayName = 'Do'

/** The wrong way, captioned with a red "Don't". Goes inside `DoDont`. */
export function Dont(props: ExampleProps) {
  return <Example verdict="dont" {...props} />
}
Dont.displayName = 'Dont'

export type DoDontProps = {
  /** A `Do` and a `Dont` (or several), shown in two columns. */
  children: ReactNode
}

/**
 * Do and don't, side by side: live examples of the component itself, themed like the docs page
 * (the toolbar's light or dark), each with its verdict and its reason under it.
 */
export function DoDont({ children }: DoDontProps) {
  const mode = useDocsMode()
  return (
    // sb-unstyled: Storybook's docs typography stays off the components' own.
    <div className="sb-unstyled">
      <BourseThemeProvider applyTo="wrapper" mode={mode}>
        <Panes>{Children.toArray(children).filter(isValidElement)}</Panes>
      </BourseThemeProvider>
    </div>
  )
}
DoDont.displayName = 'DoDont'

export type DialogExampleProps = {
  /** The opener's text. */
  opener: string
  /** The dialog's title. */
  title: string
  /** The dialog's text. */
  children: ReactNode
  /** The two answers: [the way out, the action]. */
  actions: readonly [string, string]
  /**
   * The action destroys something (cancels orders, deletes a key).
   * @default false
   */
  danger?: boolean
}

/**
 * A modal closed behind its opener, so a docs page is never covered: press the button to see it.
 * Both answers close it.
 */
export function DialogExample({
  opener,
  title,
  children,
  actions,
  danger = false,
}: DialogExampleProps) {
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>{opener}</Button>
      <Modal
        open={open}
        title={title}
        size="sm"
        onClose={close}
        footer={
          <>
            <Button onClick={close}>{actions[0]}</Button>
            <Button variant={danger ? 'danger' : 'primary'} onClick={close}>
              {actions[1]}
            </Button>
          </>
        }
      >
        {children}
      </Modal>
    </>
  )
}
DialogExample.displayName = 'DialogExample'

function ToastButton({ opener, toast }: { opener: string; toast: ToastOptions }) {
  const { show } = useToast()
  return <Button onClick={() => show(toast)}>{opener}</Button>
}

export type ToastExampleProps = {
  /** The opener's text. */
  opener: string
  /** The toast it shows. */
  toast: ToastOptions
}

/** A button that shows a real toast (with its own provider, so it works on any docs page). */
export function ToastExample({ opener, toast }: ToastExampleProps) {
  return (
    <ToastProvider>
      <ToastButton opener={opener} toast={toast} />
    </ToastProvider>
  )
}
ToastExample.displayName = 'ToastExample'
