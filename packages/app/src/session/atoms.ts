import { atom, createStore } from 'jotai'
import type { UserInfo } from '@bourse/api-client'

/** 1 logged in, 0 not (spec §3). */
export type LoginFlag = 0 | 1

/** The signed-in user as `getUserInfo` last returned it; null when logged out. */
export const userInfoAtom = atom<UserInfo | null>(null)

/** Login flag: set to 1 by a successful user-info call, 0 on logout or `login.user.not.login`. */
export const loginFlagAtom = atom<LoginFlag>(0)

/** True once the server said the session expired; the layout shows the re-login alert. */
export const sessionExpiredAtom = atom(false)

/**
 * The app's one jotai store. Route loaders and the API client's callbacks run outside React, so
 * they write through this store; components read it through the `Provider`.
 */
export const appStore = createStore()

export type AppStore = ReturnType<typeof createStore>
