import type { DepthPoint } from '@bourse/rules'
import { Fragment, type PointerEvent, type RefObject } from 'react'
import { formatTick } from '../shared/marketFormat'
import type { DepthChartLabels } from './DepthChart.labels'
import { Tip, TipSide } from './DepthChart.styles'
import { DEPTH_MARGIN as MARGIN, type DepthCursor, type DepthGeometry } from './depthGeometry'

type DepthSvgProps = {
  svgRef: RefObject<SVGSVGElement | null>
  width: number
  height: number
  innerWidth: number
  innerHeight: number
  clipId: string
  geometry: DepthGeometry
  mid: number
  /** "Mid 63,000.00" over the mid line, or null without a mid price. */
  midLabel: string | null
  locale: string
  cursor: DepthCursor | null
  current: DepthPoint | null
  onPointerMove: (event: PointerEvent<SVGRectElement>) => void
  onPointerLeave: () => void
}

/** The drawing: grid, both sides' areas and lines, the mid line and label, ticks and crosshair. */
export function DepthSvg({
  svgRef,
  width,
  height,
  innerWidth,
  innerHeight,
  clipId,
  geometry,
  mid,
  midLabel,
  locale,
  cursor,
  current,
  onPointerMove,
  onPointerLeave,
}: DepthSvgProps) {
  const midX = geometry.x(mid)
  const midLabelWidth = midLabel ? midLabel.length * 6.4 + 12 : 0
  return (
    <svg ref={svgRef} width={width} height={height} aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={clipId}>
          <rect x={0} y={-MARGIN.top} width={innerWidth} height={innerHeight + MARGIN.top} />
        </clipPath>
      </defs>
      <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
        {geometry.yTicks.map((t) => (
          <line
            key={t}
            className="grid"
            x1={0}
            x2={innerWidth}
            y1={Math.round(geometry.y(t)) + 0.5}
            y2={Math.round(geometry.y(t)) + 0.5}
          />
        ))}
        <g clipPath={`url(#${clipId})`}>
          <path className="bid-area" d={geometry.bidPath} />
          <path className="ask-area" d={geometry.askPath} />
          <path className="bid-line" d={geometry.bidStroke} />
          <path className="ask-line" d={geometry.askStroke} />
          <line className="mid-line" x1={midX} x2={midX} y1={0} y2={innerHeight} />
        </g>
        <line
          className="axis-line"
          x1={0}
          x2={innerWidth}
          y1={innerHeight + 0.5}
          y2={innerHeight + 0.5}
        />
        {geometry.xTicks.map((t) => (
          <text key={t} className="tick" x={geometry.x(t)} y={innerHeight + 16} textAnchor="middle">
            {formatTick(t, geometry.xDecimals, locale)}
          </text>
        ))}
        {geometry.yTicks.map((t) =>
          t === 0 ? null : (
            <text
              key={t}
              className="tick"
              x={innerWidth + 8}
              y={geometry.y(t) + 4}
              textAnchor="start"
            >
              {formatTick(t, geometry.yDecimals, locale)}
            </text>
          ),
        )}
        {midLabel ? (
          <g
            className="mid-label"
            transform={`translate(${Math.min(
              Math.max(midX - midLabelWidth / 2, 0),
              innerWidth - midLabelWidth,
            )},${-MARGIN.top + 4})`}
          >
            <rect width={midLabelWidth} height={18} rx={2} />
            <text x={midLabelWidth / 2} y={13} textAnchor="middle">
              {midLabel}
            </text>
          </g>
        ) : null}
        {current && cursor ? (
          <g pointerEvents="none">
            <line
              className="crosshair"
              x1={geometry.x(current.x)}
              x2={geometry.x(current.x)}
              y1={0}
              y2={innerHeight}
            />
            <line
              className="crosshair"
              x1={0}
              x2={innerWidth}
              y1={geometry.y(current.y)}
              y2={geometry.y(current.y)}
            />
            <circle
              className={`marker-${cursor.side}`}
              cx={geometry.x(current.x)}
              cy={geometry.y(current.y)}
              r={4}
            />
          </g>
        ) : null}
        <rect
          data-testid="depth-hit-area"
          width={innerWidth}
          height={innerHeight}
          fill="transparent"
          onPointerMove={onPointerMove}
          onPointerLeave={onPointerLeave}
        />
      </g>
    </svg>
  )
}

type DepthTipProps = {
  cursor: DepthCursor
  current: DepthPoint
  geometry: DepthGeometry
  width: number
  height: number
  /** The side's name, then label and formatted value of each row. */
  side: string
  rows: readonly (readonly [label: string, value: string])[]
}

/** The tooltip beside the crosshair, on the side of it with more room. */
export function DepthTip({ cursor, current, geometry, width, height, side, rows }: DepthTipProps) {
  const tipLeft = MARGIN.left + geometry.x(current.x)
  const tipTop = MARGIN.top + geometry.y(current.y)
  const tipOnLeft = tipLeft > width / 2
  return (
    <Tip
      role="tooltip"
      aria-hidden={cursor.fromKeyboard ? 'true' : undefined}
      style={{
        top: Math.min(Math.max(tipTop - 40, 4), height - 110),
        ...(tipOnLeft ? { right: width - tipLeft + 12 } : { left: tipLeft + 12 }),
      }}
    >
      <TipSide $side={cursor.side}>{side}</TipSide>
      <dl>
        {rows.map(([label, value], i) => (
          <Fragment key={i}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </Tip>
  )
}

const TABLE_ROWS = 10

type DepthLevelsTableProps = {
  bidPoints: readonly DepthPoint[]
  askPoints: readonly DepthPoint[]
  labels: Pick<
    DepthChartLabels,
    'tableCaption' | 'bids' | 'bid' | 'ask' | 'price' | 'amount' | 'total'
  >
  price: (value: string) => string
  amount: (value: string) => string
  quoteValue: (value: string) => string
}

/** The best levels of each side as a table, for screen readers. */
export function DepthLevelsTable({
  bidPoints,
  askPoints,
  labels,
  price,
  amount,
  quoteValue,
}: DepthLevelsTableProps) {
  return (
    <table>
      <caption>{labels.tableCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.bids}</th>
          <th scope="col">{labels.price}</th>
          <th scope="col">{labels.amount}</th>
          <th scope="col">{labels.total}</th>
        </tr>
      </thead>
      <tbody>
        {(['bids', 'asks'] as const).flatMap((side) =>
          (side === 'bids' ? bidPoints : askPoints).slice(0, TABLE_ROWS).map((p) => (
            <tr key={`${side}${p.price}`}>
              <th scope="row">{side === 'bids' ? labels.bid : labels.ask}</th>
              <td>{price(p.price)}</td>
              <td>{amount(p.total)}</td>
              <td>{quoteValue(p.notional)}</td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  )
}
