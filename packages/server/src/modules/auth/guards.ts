import type { AppContext } from '../../context'
import { createAttempts } from './attempts'
import type { Attempts } from './attempts'
import { createPasswords } from './password'
import type { Passwords } from './password'

/** What every check of a secret shares: the hashing cost and the one attempt limiter. */
export interface AuthGuards {
  passwords: Passwords
  attempts: Attempts
}

export const createAuthGuards = (ctx: Pick<AppContext, 'config' | 'db'>): AuthGuards => ({
  passwords: createPasswords(ctx.config.passwordHashN),
  attempts: createAttempts(ctx.db),
})
