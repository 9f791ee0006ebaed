import type { CoinItem, ProductItem, SystemConfigItem, SystemConfigKey, UserInfo } from '../schema'

/** A signed-in retail user as `getUserInfo` returns it. */
export const userFixture: UserInfo = {
  id: 1001,
  username: 'demo@bourse.local',
  nickName: 'Demo Trader',
  phone: null,
  email: 'demo@bourse.local',
  nationality: null,
  inviteCode: 'BRS7K2QX',
  safetyLevel: 'low',
  userType: 3,
  creditScore: 100,
  realNameStatus: 'not_certified',
  frozen: false,
  hasFundPassword: false,
  hasAuthenticator: false,
  antiPhishing: null,
  hasRecharge: false,
  createdAt: 1_767_225_600_000,
}

export const systemConfigFixture: Record<SystemConfigKey, SystemConfigItem> = {
  online_service: { key: 'online_service', value: 'https://support.bourse.example/chat' },
  custom_line: { key: 'custom_line', value: '@bourse-support' },
  custom_whatsapp: { key: 'custom_whatsapp', value: '+31 20 555 0142' },
  demo_mode: { key: 'demo_mode', value: 'true' },
  signup_kinds: { key: 'signup_kinds', value: 'phone,email' },
}

export const productsFixture: ProductItem[] = [
  {
    id: 1,
    name: 'Spot trading',
    kind: 'spot',
    summary: 'Limit and market orders on 12 USDT markets',
  },
  {
    id: 2,
    name: 'Perpetual futures',
    kind: 'contract',
    summary: 'Up to 100x, long or short, with TP/SL',
  },
  {
    id: 3,
    name: 'Second contracts',
    kind: 'second',
    summary: 'Timed up/down trades from 60 seconds',
  },
  { id: 4, name: 'Mining pools', kind: 'mining', summary: 'Daily or end-of-term payouts' },
  { id: 5, name: 'Fixed-term savings', kind: 'financial', summary: 'Annualised rates on USDT' },
]

export const coinsFixture: CoinItem[] = [
  { codeName: 'BTC', symbol: 'BTC/USDT', price: '64250.50', changeRate: '2.31', isOpen: 0 },
  { codeName: 'ETH', symbol: 'ETH/USDT', price: '3120.42', changeRate: '-1.08', isOpen: 0 },
  { codeName: 'SOL', symbol: 'SOL/USDT', price: '148.915', changeRate: '5.77', isOpen: 0 },
  { codeName: 'XRP', symbol: 'XRP/USDT', price: '0.5231', changeRate: '0.00', isOpen: 0 },
  { codeName: 'DOT', symbol: 'DOT/USDT', price: '6.912', changeRate: '-3.40', isOpen: 2 },
  { codeName: 'AVAX', symbol: 'AVAX/USDT', price: '35.18', changeRate: '1.12', isOpen: 1 },
]
