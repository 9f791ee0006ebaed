import { Link, NavLink } from 'react-router-dom'
import { styled } from 'styled-components'

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  background: ${({ theme }) => theme.color.bgSurface};
  border-bottom: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme }) => theme.color.borderSubtle};
`

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[8]};
  height: calc(${({ theme }) => theme.size.controlLg} + ${({ theme }) => theme.space[6]});
  padding: 0 ${({ theme }) => theme.space[8]};
`

export const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.02em;
  text-decoration: none;
`

export const BrandMark = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.size.controlMd};
  height: ${({ theme }) => theme.size.controlMd};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.textOnBrand};
  font-size: ${({ theme }) => theme.font.size.xl};
`

export const Nav = styled.nav`
  display: flex;
  align-items: stretch;
  align-self: stretch;
  gap: ${({ theme }) => theme.space[2]};
`

export const NavItem = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  border-bottom: ${({ theme }) => theme.space[1]} solid transparent;
  transition: color ${({ theme }) => theme.motion.duration.fast};
  &:hover {
    color: ${({ theme }) => theme.color.textPrimary};
  }
  &.active {
    color: ${({ theme }) => theme.color.textPrimary};
    border-bottom-color: ${({ theme }) => theme.color.brand};
  }
`

export const Spacer = styled.div`
  flex: 1;
`

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`

/** A square, icon-only control in the header (link or button). */
export const IconAction = styled(Link)`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.size.controlMd};
  height: ${({ theme }) => theme.size.controlMd};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textSecondary};
  &:hover {
    color: ${({ theme }) => theme.color.textPrimary};
    background: ${({ theme }) => theme.color.bgHover};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid
      ${({ theme }) => theme.color.focusRing};
  }
`

export const MenuTrigger = styled.button`
  display: inline-flex;
  text-decoration: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: ${({ theme }) => theme.size.controlMd};
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.textPrimary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.bgHover};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid
      ${({ theme }) => theme.color.focusRing};
  }
`

export const Menu = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} 0;
  min-width: calc(${({ theme }) => theme.space[12]} * 3);
`

export const MenuHeading = styled.li`
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  border-bottom: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme }) => theme.color.borderSubtle};
  margin-bottom: ${({ theme }) => theme.space[2]};
`

const menuEntry = `
  display: flex;
  align-items: center;
  gap: var(--bourse-space-4);
  width: 100%;
  padding: var(--bourse-space-4) var(--bourse-space-5);
  border: 0;
  background: transparent;
  color: var(--bourse-color-text-primary);
  font: inherit;
  font-size: var(--bourse-font-size-md);
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover, &:focus-visible {
    background: var(--bourse-color-bg-hover);
    outline: none;
  }
  &[aria-current='true'], &[aria-current='page'] {
    color: var(--bourse-color-brand-text);
  }
`

export const MenuLink = styled(Link)`
  ${menuEntry}
`

export const MenuButton = styled.button`
  ${menuEntry}
`

export const Nick = styled(Link)`
  display: block;
  color: ${({ theme }) => theme.color.textPrimary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.color.brandText};
  }
`

export const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`

/** The notice icon: room for the unread badge on its corner. */
export const NoticeAction = styled(IconAction)`
  position: relative;
`

/** The unread count on the notice icon. */
export const UnreadBadge = styled.span`
  position: absolute;
  top: 0;
  right: 0;
  transform: translate(35%, -25%);
  min-width: ${({ theme }) => theme.size.iconMd};
  height: ${({ theme }) => theme.size.iconMd};
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.textOnDanger};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.size.iconMd};
  text-align: center;
  pointer-events: none;
`
