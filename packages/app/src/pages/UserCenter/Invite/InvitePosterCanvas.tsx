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
 * The invitation poster: a full-size canvas (not displayed) that is downloaded or copied, and a
 * preview drawn at the size it is shown (times the screen's pixel ratio), so the browser never
 * scales a canvas: the preview is sharp and looks the same from one paint to the next. Both are
 * drawn again once the page's fonts have loaded, so the PNG never keeps a fallback font. The ref
 * is the full-size canvas.
 */
export const InvitePosterCanvas = forwardRef<HTMLCanvasElement, InvitePosterCanvasProps>(
  function InvitePosterCanvas({ content, ...rest }, ref) {
    const full = useRef<HTMLCanvasElement>(null)
    const preview = useRef<HTMLCanvasElement>(null)
    useImperativeHandle(ref, () => full.current as HTMLCanvasElement)
    useEffect(() => {
      const fullCanvas = full.current
      const shown = preview.current
      const fullCtx = fullCanvas?.getContext('2d')
      const shownCtx = shown?.getContext('2d')
      if (!fullCanvas || !shown || !fullCtx || !shownCtx) return
      let live = true
      const draw = () => {
        if (!live) return
        const poster = {
          ...content,
          fontFamily: getComputedStyle(shown).fontFamily || 'sans-serif',
        }
        drawInvitePoster(fullCtx, poster)
        const cssWidth = shown.getBoundingClientRect().width || POSTER_WIDTH / 2
        const width = Math.round(cssWidth * (window.devicePixelRatio || 1))
        const height = Math.round((width * POSTER_HEIGHT) / POSTER_WIDTH)
        if (shown.width !== width) shown.width = width
        if (shown.height !== height) shown.height = height
        const scale = width / POSTER_WIDTH
        shownCtx.setTransform(scale, 0, 0, scale, 0, 0)
        drawInvitePoster(shownCtx, poster)
      }
      draw()
      void document.fonts?.ready.then(draw)
      return () => {
        live = false
      }
    }, [content])
    return (
      <>
        <canvas ref={full} width={POSTER_WIDTH} height={POSTER_HEIGHT} hidden />
        <PosterCanvas ref={preview} {...rest} />
      </>
    )
  },
)

InvitePosterCanvas.displayName = 'InvitePosterCanvas'
