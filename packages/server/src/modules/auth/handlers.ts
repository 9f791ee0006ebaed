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
    setFundPassword: ({ body, session }) => auth.setFundPassword(signedIn(session), body),
    setNickName: ({ body, session }) => auth.setNickName(signedIn(session).userId, body),
    bindAccount: ({ body, session }) => auth.bindAccount(signedIn(session), body),
    changePassword: ({ body, session }) => auth.changePassword(signedIn(session), body),
    authenticatorSetup: ({ session }) => auth.authenticatorSetup(signedIn(session).userId),
    authenticatorEnable: ({ body, session }) => auth.authenticatorEnable(signedIn(session), body),
    authenticatorDisable: ({ body, session }) => auth.authenticatorDisable(signedIn(session), body),
    stepUpStart: ({ session }) => auth.stepUpStart(signedIn(session)),
    stepUpSendCode: ({ session, ip }) => auth.stepUpSendCode(signedIn(session), ip),
    stepUp: ({ body, session, ip }) => auth.stepUp(signedIn(session), body, ip),
    setAntiPhishing: ({ body, session }) => auth.setAntiPhishing(signedIn(session), body),
    freezeByLink: ({ body }) => auth.freezeByLink(body.token),
    listSessions: ({ session }) => auth.listSessions(signedIn(session)),
    revokeSession: ({ body, session }) => auth.revokeSession(signedIn(session), body),
    revokeOtherSessions: ({ session }) => auth.revokeOtherSessions(signedIn(session)),
    listSignIns: ({ session }) => auth.listSignIns(signedIn(session)),
  }
}
