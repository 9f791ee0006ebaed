import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom'
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

/**
 * The call precedes every route change (a new path), not only actions. A change of only the
 * query or hash (a tab, a search, a page of a table) is not a route change and makes no call;
 * a revalidation the page asks for (same URL) runs as React Router decides.
 */
export function shouldRevalidateRoot({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: Pick<
  ShouldRevalidateFunctionArgs,
  'currentUrl' | 'nextUrl' | 'defaultShouldRevalidate'
>): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return true
  if (currentUrl.search !== nextUrl.search || currentUrl.hash !== nextUrl.hash) return false
  return defaultShouldRevalidate
}
