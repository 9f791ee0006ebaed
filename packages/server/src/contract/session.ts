import { unauthorized } from '../errors'

/** The signed-in user of a secured operation (401 `login.user.not.login` without one). */
export function userOf(session: { userId: number } | null): number {
  if (!session) throw unauthorized('login.user.not.login', 'Sign in first')
  return session.userId
}
