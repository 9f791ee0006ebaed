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
    setNickName: ({ body, session }) => auth.setNickName(signedIn(session).userId, body),
    bindAccount: ({ body, session }) => auth.bindAccount(signedIn(session).userId, body),
    changePassword: ({ body, session, ip }) => auth.changePassword(signedIn(session), body, ip),
    authenticatorSetup: ({ session }) => auth.authenticatorSetup(signedIn(session).userId),
    authenticatorEnable: ({ body, session }) =>
      auth.authenticatorEnable(signedIn(session).userId, body),
    authenticatorDisable: ({ body, session }) =>
      auth.authenticatorDisable(signedIn(session).userId, body),
    listSessions: ({ session }) => auth.listSessions(signedIn(session)),
    revokeSession: ({ body, session }) => auth.revokeSession(signedIn(session), body),
    revokeOtherSessions: ({ session }) => auth.revokeOtherSessions(signedIn(session)),
    listSignIns: ({ session }) => auth.listSignIns(signedIn(session)),
  }
}
