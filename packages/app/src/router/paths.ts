/** Every route of the site (spec §2), in one place so links never drift. */
export const paths = {
  home: '/',
  quotation: '/quotation',
  spot: '/currencyTransaction',
  futures: '/contractTransaction',
  mining: '/defiFinancial',
  feeLevels: '/rateStandard',
  about: '/about',
  download: '/down',
  login: '/login',
  register: '/register',
  forget: '/forget',
  notices: '/noticeList',
  helpCenter: '/helpCenter',
  information: '/informationList',
  detail: '/detail',
  helpDetail: '/helpDetail',
  informationOne: '/informationOne',
  informationTwo: '/informationTwo',
  legalStatement: '/legalStatement',
  privacyPolicy: '/privacyPolicy',
  userAgreement: '/userAgreement',
  feedback: '/feedback',
  accountSet: '/accountSet',
  assets: '/myassets',
  recharge: '/recharge',
  withdrawal: '/withdrawal',
  assetRecords: '/assetRecords',
  orders: '/commin',
  contract: '/contract',
  invite: '/invite',
  messages: '/messages',
  /** The "this wasn't me" link of a security mail (docs/adr/0026). */
  freeze: '/freeze',
} as const

/** Login and register are always reached with their `statusType` (spec §2). */
export const loginHref = '/login?statusType=0'
export const registerHref = '/register?statusType=1'
export const currentOrdersHref = '/commin?active=1'
export const orderHistoryHref = '/commin?active=2'

/** Only same-site paths may be redirect targets (no `//evil.example`, no schemes). */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback
  }
  if (target.startsWith('/login') || target.startsWith('/register')) return fallback
  return target
}

/** The login URL that brings the user back to `from` afterwards. */
export function loginHrefFrom(from: string): string {
  const target = safeRedirect(from, '')
  return target ? `${loginHref}&redirect=${encodeURIComponent(target)}` : loginHref
}
