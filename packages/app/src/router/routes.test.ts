import { matchRoutes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { routes } from './routes'
import { loginHrefFrom, safeRedirect } from './paths'

/** Every route of spec §2. */
const specPaths = [
  '/',
  '/quotation',
  '/currencyTransaction',
  '/contractTransaction',
  '/defiFinancial',
  '/rateStandard',
  '/about',
  '/down',
  '/login',
  '/register',
  '/forget',
  '/noticeList',
  '/helpCenter',
  '/informationList',
  '/detail',
  '/helpDetail',
  '/informationOne',
  '/informationTwo',
  '/legalStatement',
  '/privacyPolicy',
  '/userAgreement',
  '/feedback',
  '/freeze',
]
const userCentrePaths = [
  '/accountSet',
  '/myassets',
  '/recharge',
  '/withdrawal',
  '/assetRecords',
  '/commin',
  '/contract',
]

const leaf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route

describe('route table', () => {
  it.each(specPaths)('serves %s with its own page', (path) => {
    const route = leaf(path)
    expect(route?.path === '*').toBe(false)
    expect(route?.lazy).toBeTypeOf('function')
  })

  it.each(userCentrePaths)('serves %s inside the user-centre shell', (path) => {
    const matches = matchRoutes(routes, path) ?? []
    expect(matches.map((m) => m.route.id)).toContain('userCenter')
    expect(matches.at(-1)?.route.path).toBe(path)
  })

  it('sends unknown paths to the 404 page', () => {
    expect(leaf('/no/such/page')?.path).toBe('*')
  })

  it('runs the root loader on every route change', () => {
    const root = routes[0]
    expect(root?.loader).toBeTypeOf('function')
    const url = (path: string) => new URL(path, 'https://bourse.example')
    const args = { currentUrl: url('/'), nextUrl: url('/myassets'), defaultShouldRevalidate: false }
    expect(root?.shouldRevalidate?.(args as never)).toBe(true)
  })
})

describe('redirect targets', () => {
  it.each([
    ['/myassets', '/myassets'],
    ['/commin?active=2', '/commin?active=2'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/login?statusType=0', '/'],
  ])('%j goes to %j', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected)
  })

  it('builds the login URL that returns to the page', () => {
    expect(loginHrefFrom('/recharge')).toBe('/login?statusType=0&redirect=%2Frecharge')
    expect(loginHrefFrom('//evil')).toBe('/login?statusType=0')
  })
})
