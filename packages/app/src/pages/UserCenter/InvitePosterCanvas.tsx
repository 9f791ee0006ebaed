import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  type CanvasHTMLAttributes,
} from 'react'
import { PosterCanvas } from './Invite.styles'
import {
  drawInvitePoster,
  POSTER_HEIGHT,
  POSTER_WIDTH,
  type InvitePosterContent,
} from './invitePoster'

export type InvitePosterCanvasProps = Omit<CanvasHTMLAttributes<HTMLCanvasElement>, 'content'> & {
  /** What the poster says; the font is the page's. */
  content: Omit<InvitePosterContent, 'fontFamily'>
}

/**
 * The invitation poster on a canvas of its full size (shown smaller by CSS). Drawn again once
 * the page's fonts have loaded, so the PNG never keeps a fallback font.
 */
export const InvitePosterCanvas = forwardRef<HTMLCanvasElement, InvitePosterCanvasProps>(
  function InvitePosterCanvas({ content, ...rest }, ref) {
    const canvas = useRef<HTMLCanvasElement>(null)
    useImperativeHandle(ref, () => canvas.current as HTMLCanvasElement)
    useEffect(() => {
      const element = canvas.current
      const ctx = element?.getContext('2d')
      if (!element || !ctx) return
      let live = true
      const draw = () => {
        if (!live) return
        const fontFamily = getComputedStyle(element).fontFamily || 'sans-serif'
        drawInvitePoster(ctx, { ...content, fontFamily })
      }
      draw()
      void document.fonts?.ready.then(draw)
      return () => {
        live = false
      }
    }, [content])
    return <PosterCanvas ref={canvas} width={POSTER_WIDTH} height={POSTER_HEIGHT} {...rest} />
  },
)

InvitePosterCanvas.displayName = 'InvitePosterCanvas'
