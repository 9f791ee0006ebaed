import type { LoaderFunctionArgs } from 'react-router-dom'
import { apiClient } from '../api/client'
import { appStore } from '../session/atoms'
import { refreshUserInfo } from '../session/session'

/** Routes on which the user-info call is not made (spec §4). */
const SKIP_USER_INFO = new Set(['/login'])

/** Runs before every route change: refreshes the session from `getUserInfo`. */
export async function rootLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const { pathname } = new URL(request.url)
  if (!SKIP_USER_INFO.has(pathname)) await refreshUserInfo(apiClient, appStore, request.signal)
  return null
}

/** Revalidate on every navigation, not only after actions, so the call precedes each route change. */
export function shouldRevalidateRoot(): boolean {
  return true
}
