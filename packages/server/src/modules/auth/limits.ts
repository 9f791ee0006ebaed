const MINUTE = 60_000

/** Limits in one place, so the README and the tests agree with the code. */
export const AUTH_LIMITS = {
  codeTtlMs: 10 * MINUTE,
  codeResendMs: 60_000,
  /** Guesses per issued code; the code is dead after them. */
  codeMaxAttempts: 5,
  /** The window of every attempt limit below. */
  loginWindowMs: 15 * MINUTE,
  /** Wrong login passwords per account: at sign-in, changing it, setting the fund password. */
  loginFailuresPerAccount: 5,
  /** Failed sign-ins per client address (successes do not count). */
  loginFailuresPerIp: 30,
  /** Wrong fund passwords per user (withdrawals). */
  fundPasswordFailuresPerUser: 5,
  /** Wrong authenticator codes per user, at sign-in, withdrawal and removal together. */
  authenticatorFailuresPerUser: 5,
}
