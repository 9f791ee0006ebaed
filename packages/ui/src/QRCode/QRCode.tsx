import { useMemo } from 'react'
import type { HTMLAttributes } from 'react'
import { qrMatrix, type QRLevel } from './qrMatrix'
import { styled } from 'styled-components'

const Figure = styled.figure`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  & > svg {
    display: block;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`

const Caption = styled.figcaption`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`

export type QRCodeProps = HTMLAttributes<HTMLElement> & {
  /** Encoded text (address, URL). */
  value: string
  /**
   * Rendered size in CSS pixels.
   * @default 160
   */
  size?: number
  /**
   * Visible caption under the code; also the image's accessible name.
   * @default undefined
   */
  label?: string
  /**
   * Error correction level.
   * @default 'M'
   */
  level?: QRLevel
}

/** QR code drawn as SVG (dark modules on white, with a quiet zone, so scanners read it in dark mode). */
export function QRCode({ value, size = 160, label, level = 'M', ...rest }: QRCodeProps) {
  const path = useMemo(() => {
    const qr = qrMatrix(value, level)
    const n = qr.size
    const d: string[] = []
    for (let y = 0; y < n; y += 1)
      for (let x = 0; x < n; x += 1) if (qr.dark(x, y)) d.push(`M${x + 4} ${y + 4}h1v1h-1z`)
    return { d: d.join(''), view: n + 8 }
  }, [value, level])
  return (
    <Figure {...rest}>
      <svg
        role="img"
        aria-label={label ?? value}
        width={size}
        height={size}
        viewBox={`0 0 ${path.view} ${path.view}`}
        shapeRendering="crispEdges"
      >
        <rect width={path.view} height={path.view} fill="white" />
        <path d={path.d} fill="black" />
      </svg>
      {label ? <Caption>{label}</Caption> : null}
    </Figure>
  )
}

QRCode.displayName = 'QRCode'
