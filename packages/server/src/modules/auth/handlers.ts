import type { HandlerTable, SessionInfo } from '../../contract/handlers'
import type { AuthService } from './service'

function signedIn(session: SessionInfo | null): SessionInfo {
  // The router authenticates secured operations before calling them.
  if (!session) throw new Error('secured handler called without a session')
  return session
}

export function authHandlers(auth: AuthService): HandlerTable {
  return {
    login: ({ body, ip, userAgent }) => auth.login(body, ip, userAgent),
    register: ({ body }) => auth.register(body),
    sendVerificationCode: ({ body, ip }) => auth.sendCode(body, ip),
    resetPassword: ({ body }) => auth.resetPassword(body),
    logout: { auth: 'optional', handle: ({ session }) => auth.logout(session) },
    getUserInfo: ({ session }) => auth.userInfo(signedIn(session)),
    setHasRecharge: ({ session }) => auth.setHasRecharge(signedIn(session)),
    setFundPassword: ({ body, session }) => auth.setFundPassword(signedIn(session).userId, body),
  }
}
