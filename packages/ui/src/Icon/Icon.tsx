import type { SVGAttributes } from 'react'
import { iconPaths } from './icons'
import type { IconName } from './icons'
import { Svg } from './Icon.styles'

export type IconProps = Omit<SVGAttributes<SVGSVGElement>, 'children'> & {
  /** Which glyph to draw. */
  name: IconName
  /**
   * Rendered size: sm 12, md 16, lg 20, xl 48 (token units).
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg' | 'xl'
  /**
   * Accessible name. Without it the icon is decorative (`aria-hidden`).
   * @default undefined
   */
  label?: string
  /**
   * Rotation in degrees (the chevron points down; 180 points it up).
   * @default 0
   */
  rotate?: number
}

/** Small inline-SVG icon drawn with `currentColor`. */
export function Icon({ name, size = 'md', label, rotate = 0, ...rest }: IconProps) {
  return (
    <Svg
      viewBox="0 0 24 24"
      $size={size}
      $rotate={rotate}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      {...rest}
    >
      {iconPaths[name]}
    </Svg>
  )
}

Icon.displayName = 'Icon'
