import { styled, css } from 'styled-components'
import { visuallyHidden } from '../shared/field.styles'

export const Root = styled.div<{ $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  /* The controls fade when disabled; the label and readout keep their contrast. */
  & input,
  & button {
    opacity: ${({ $disabled }) => ($disabled ? 0.5 : 1)};
  }
`

export const Header = styled.div<{ $hidden: boolean }>`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`

export const Label = styled.label`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`

export const Value = styled.span`
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`

const thumb = css`
  width: ${({ theme }) => theme.size.sliderThumb};
  height: ${({ theme }) => theme.size.sliderThumb};
  border: ${({ theme }) => theme.size.focusRingWidth} solid var(--bourse-slider-accent);
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bgSurface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  cursor: pointer;
`

/**
 * The native range input. The filled part of the track is a gradient stop at
 * `--bourse-slider-fill` (set per value), so the whole track is one element.
 */
export const Range = styled.input`
  appearance: none;
  display: block;
  width: 100%;
  height: ${({ theme }) => theme.size.sliderThumb};
  margin: 0;
  background: transparent;
  cursor: pointer;

  &::-webkit-slider-runnable-track {
    height: ${({ theme }) => theme.size.sliderTrack};
    border-radius: ${({ theme }) => theme.radius.full};
    background: linear-gradient(
      to right,
      var(--bourse-slider-accent) var(--bourse-slider-fill),
      ${({ theme }) => theme.color.bgActive} var(--bourse-slider-fill)
    );
  }
  &::-moz-range-track {
    height: ${({ theme }) => theme.size.sliderTrack};
    border-radius: ${({ theme }) => theme.radius.full};
    background: ${({ theme }) => theme.color.bgActive};
  }
  &::-moz-range-progress {
    height: ${({ theme }) => theme.size.sliderTrack};
    border-radius: ${({ theme }) => theme.radius.full};
    background: var(--bourse-slider-accent);
  }
  &::-webkit-slider-thumb {
    appearance: none;
    margin-top: calc(
      (${({ theme }) => theme.size.sliderTrack} - ${({ theme }) => theme.size.sliderThumb}) / 2
    );
    ${thumb}
  }
  &::-moz-range-thumb {
    ${thumb}
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::-webkit-slider-thumb {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid
      ${({ theme }) => theme.color.focusRing};
    outline-offset: ${({ theme }) => theme.size.borderWidth};
  }
  &:focus-visible::-moz-range-thumb {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid
      ${({ theme }) => theme.color.focusRing};
    outline-offset: ${({ theme }) => theme.size.borderWidth};
  }
  &:disabled,
  &:disabled::-webkit-slider-thumb {
    cursor: not-allowed;
  }
`

/** The marks row: inset by half a thumb, so a mark sits under the thumb's centre at its value. */
export const Marks = styled.div`
  position: relative;
  height: ${({ theme }) => theme.size.controlSm};
  margin: 0 calc(${({ theme }) => theme.size.sliderThumb} / 2);
`

export const Mark = styled.button<{ $reached: boolean }>`
  position: absolute;
  top: 0;
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0 ${({ theme }) => theme.space[1]};
  transform: translateX(-50%);
  border: 0;
  background: transparent;
  color: ${({ theme, $reached }) => ($reached ? theme.color.textPrimary : theme.color.textMuted)};
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  white-space: nowrap;
  cursor: pointer;

  &::before {
    content: '';
    width: ${({ theme }) => theme.size.sliderMark};
    height: ${({ theme }) => theme.size.sliderMark};
    border: ${({ theme }) => theme.size.borderWidth} solid
      ${({ $reached }) => ($reached ? 'var(--bourse-slider-accent)' : 'currentColor')};
    border-radius: ${({ theme }) => theme.radius.full};
    background: ${({ theme, $reached }) =>
      $reached ? 'var(--bourse-slider-accent)' : theme.color.bgSurface};
  }
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.textPrimary};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid
      ${({ theme }) => theme.color.focusRing};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  &:disabled {
    cursor: not-allowed;
  }
`
