import { styled } from 'styled-components'

const sizeKey = { sm: 'iconSm', md: 'iconMd', lg: 'iconLg', xl: 'iconXl' } as const

export const Svg = styled.svg<{ $size: keyof typeof sizeKey; $rotate: number }>`
  flex: none;
  display: inline-block;
  vertical-align: middle;
  width: ${({ theme, $size }) => theme.size[sizeKey[$size]]};
  height: ${({ theme, $size }) => theme.size[sizeKey[$size]]};
  transform: ${({ $rotate }) => ($rotate ? `rotate(${$rotate}deg)` : 'none')};
  fill: none;
  stroke: currentColor;
  stroke-width: 1.75;
  stroke-linecap: round;
  stroke-linejoin: round;
`
