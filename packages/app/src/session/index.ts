export { appStore, loginFlagAtom, sessionExpiredAtom, userInfoAtom } from './atoms'
export type { AppStore, LoginFlag } from './atoms'
export { clearSession, expireSession, logout, refreshUserInfo, setLoggedIn } from './session'
export {
  applyInboxEvent,
  inboxLatestAtom,
  inboxUnreadAtom,
  refreshInboxUnread,
  setInboxUnread,
  useInboxUnread,
} from './inbox'
