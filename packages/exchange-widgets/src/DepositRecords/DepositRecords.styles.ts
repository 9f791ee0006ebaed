import { styled } from 'styled-components'

export { Muted } from '../shared/RecordsPanel'

/** The address, cut to its ends; the full text is in its title. */
export const Address = styled.span`
  font-family: ${({ theme }) => theme.font.family.mono};
`

/** `7/12` with a thin bar under it while the deposit confirms. */
export const Confirmations = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[1]};
`

export const Track = styled.span`
  display: block;
  width: 4rem;
  height: ${({ theme }) => theme.space[2]};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bgActive};
`

export const Bar = styled.span<{ $share: number }>`
  display: block;
  width: ${({ $share }) => `${Math.round($share * 100)}%`};
  height: 100%;
  background: ${({ theme }) => theme.color.info};
`
