import { Alert, Button, Modal } from '@bourse/ui'
import { useEffect, useRef, useState } from 'react'
import { CardCanvas, DialogBody, Footer } from './PositionTable.styles'
import { downloadCanvasPng } from '../shared/canvasImage'
import { observeTheme } from '../shared/observeTheme'
import {
  SHARE_CARD_HEIGHT,
  SHARE_CARD_WIDTH,
  drawShareCard,
  shareCardColors,
  type ShareCardContent,
} from './shareCard.draw'

type Props = {
  title: string
  /** What the card says, formatted and translated. */
  content: Omit<ShareCardContent, 'fontFamily'>
  /** Accessible description of the picture. */
  description: string
  fileName: string
  downloadLabel: string
  closeLabel: string
  downloadFailed: string
  onDownloaded?: () => void
  onClose: () => void
}

/** A dialog with the position's PnL card drawn on a canvas, and a button saving it as a PNG. */
export function ShareCardDialog({
  title,
  content,
  description,
  fileName,
  downloadLabel,
  closeLabel,
  downloadFailed,
  onDownloaded,
  onClose,
}: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const canvas = canvasRef.current
    const ctx = canvas?.getContext('2d')
    if (!canvas || !ctx) return
    // Two device pixels per CSS pixel: the PNG stays sharp when shared.
    const scale = 2
    canvas.width = SHARE_CARD_WIDTH * scale
    canvas.height = SHARE_CARD_HEIGHT * scale
    const draw = () => {
      const fontFamily = getComputedStyle(canvas).fontFamily || 'sans-serif'
      drawShareCard(ctx, { ...content, fontFamily }, shareCardColors(canvas), scale)
    }
    draw()
    // The theme switches by an attribute (CSS custom properties, no re-render): the canvas
    // cannot follow by itself, so it is drawn again.
    return observeTheme(canvas, draw)
  }, [content])

  const download = () => {
    const canvas = canvasRef.current
    if (!canvas) return
    setFailed(false)
    downloadCanvasPng(canvas, fileName).then(
      () => onDownloaded?.(),
      () => setFailed(true),
    )
  }

  return (
    <Modal
      open
      title={title}
      closeLabel={closeLabel}
      onClose={onClose}
      footer={
        <Footer>
          <Button variant="primary" onClick={download}>
            {downloadLabel}
          </Button>
        </Footer>
      }
    >
      <DialogBody>
        <CardCanvas
          ref={canvasRef}
          role="img"
          aria-label={description}
          width={SHARE_CARD_WIDTH}
          height={SHARE_CARD_HEIGHT}
        />
        {failed ? <Alert tone="negative">{downloadFailed}</Alert> : null}
      </DialogBody>
    </Modal>
  )
}
ShareCardDialog.displayName = 'ShareCardDialog'
