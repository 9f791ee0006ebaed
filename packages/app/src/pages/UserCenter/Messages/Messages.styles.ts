import { styled } from 'styled-components'

/** The panel's tools: "unread only" and "mark all read", in one row. */
export const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[6]};
`

/** A message's text, as a button that opens (marks read) the message. */
export const MessageButton = styled.button<{ $unread: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme, $unread }) => ($unread ? theme.color.textPrimary : theme.color.textSecondary)};
  font: inherit;
  font-weight: ${({ theme, $unread }) =>
    $unread ? theme.font.weight.semibold : theme.font.weight.regular};
  text-align: left;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.brandText};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid
      ${({ theme }) => theme.color.focusRing};
  }
`

/** The dot before an unread message. */
export const UnreadDot = styled.span`
  flex: none;
  width: ${({ theme }) => theme.space[4]};
  height: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.danger};
`

/** Keeps a time on one line. */
export const When = styled.span`
  white-space: nowrap;
`

/** The user's anti-phishing phrase under a message: a forged notice cannot know it. */
export const AntiPhishing = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`
