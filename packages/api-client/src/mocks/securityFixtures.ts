import type {
  Passkey,
  SessionDevice,
  SignInRecord,
  StepUpChallenge,
  StepUpFactor,
  WithdrawalLimits,
} from '../schema'
import { FIXTURE_NOW } from './marketFixtures'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * The signed-in user's sessions, most recently seen first: this browser (current), a phone and a
 * second computer, and one whose user agent said nothing readable.
 */
export const sessionDevicesFixture: SessionDevice[] = [
  {
    id: '41',
    browser: 'Chrome 156',
    os: 'macOS',
    ip: '203.0.113.24',
    createdAt: FIXTURE_NOW - 2 * DAY,
    lastSeenAt: FIXTURE_NOW - MINUTE,
    current: true,
  },
  {
    id: '38',
    browser: 'Safari 19',
    os: 'iOS',
    ip: '198.51.100.7',
    createdAt: FIXTURE_NOW - 5 * DAY,
    lastSeenAt: FIXTURE_NOW - 3 * HOUR,
    current: false,
  },
  {
    id: '35',
    browser: 'Firefox 147',
    os: 'Windows',
    ip: '192.0.2.181',
    createdAt: FIXTURE_NOW - 9 * DAY,
    lastSeenAt: FIXTURE_NOW - 2 * DAY,
    current: false,
  },
  {
    id: '31',
    browser: '',
    os: '',
    ip: null,
    createdAt: FIXTURE_NOW - 12 * DAY,
    lastSeenAt: FIXTURE_NOW - 11 * DAY,
    current: false,
  },
]

/** The last sign-ins, newest first: successes and both kinds of failure. */
export const signInsFixture: SignInRecord[] = [
  {
    time: FIXTURE_NOW - 2 * DAY,
    ip: '203.0.113.24',
    browser: 'Chrome 156',
    os: 'macOS',
    result: 'success',
  },
  {
    time: FIXTURE_NOW - 2 * DAY - 2 * MINUTE,
    ip: '203.0.113.24',
    browser: 'Chrome 156',
    os: 'macOS',
    result: 'authenticator_wrong',
  },
  {
    time: FIXTURE_NOW - 4 * DAY,
    ip: '192.0.2.99',
    browser: '',
    os: 'Linux',
    result: 'password_wrong',
  },
  {
    time: FIXTURE_NOW - 5 * DAY,
    ip: '198.51.100.7',
    browser: 'Safari 19',
    os: 'iOS',
    result: 'success',
  },
]

/** The user's passkeys, newest first: one used today, one never used since it was added. */
export const passkeysFixture: Passkey[] = [
  {
    id: '7',
    name: 'MacBook Touch ID',
    createdAt: FIXTURE_NOW - 3 * DAY,
    lastUsedAt: FIXTURE_NOW - 2 * HOUR,
  },
  {
    id: '4',
    name: 'YubiKey 5C',
    createdAt: FIXTURE_NOW - 40 * DAY,
    lastUsedAt: null,
  },
]

/** WebAuthn creation options as `passkeyRegisterOptions` answers them (site `localhost`). */
export const passkeyCreationOptionsFixture: Record<string, unknown> = {
  challenge: 'bW9jay1yZWdpc3RyYXRpb24tY2hhbGxlbmdl',
  rp: { name: 'Bourse', id: 'localhost' },
  user: { id: 'Ym91cnNlLXVzZXItMTAwMQ', name: 'demo@bourse.local', displayName: 'Demo Trader' },
  pubKeyCredParams: [
    { alg: -8, type: 'public-key' },
    { alg: -7, type: 'public-key' },
    { alg: -257, type: 'public-key' },
  ],
  timeout: 300_000,
  attestation: 'none',
  excludeCredentials: [],
  authenticatorSelection: {
    residentKey: 'required',
    userVerification: 'preferred',
    requireResidentKey: true,
  },
}

/** WebAuthn request options (sign-in, step-up, withdrawal) for the site `localhost`. */
export const passkeyRequestOptionsFixture: Record<string, unknown> = {
  rpId: 'localhost',
  challenge: 'bW9jay1hdXRoZW50aWNhdGlvbi1jaGFsbGVuZ2U',
  timeout: 300_000,
  userVerification: 'preferred',
}

/** A verified user's withdrawal limits, nothing blocking, the withdrawal allow-list off. */
export const withdrawalLimitsFixture: WithdrawalLimits = {
  dailyLimitUsdt: '50000',
  usedTodayUsdt: '0',
  remainingUsdt: '50000',
  tiers: [
    { requirement: 'base', amountUsdt: '2000', met: true },
    { requirement: 'realName', amountUsdt: '48000', met: true },
  ],
  fundPasswordSet: true,
  authenticatorBound: false,
  frozen: false,
  withdrawalAllowlist: false,
  serverTime: FIXTURE_NOW,
}

/**
 * What `stepUpStart` answers for each factor: a code to the masked e-mail already on the
 * account, the authenticator, or a passkey with its WebAuthn request options.
 */
export const stepUpChallengeFixtures: Record<StepUpFactor, StepUpChallenge> = {
  code: { factor: 'code', codeTo: 'de***@bourse.local', passkey: null },
  authenticator: { factor: 'authenticator', codeTo: null, passkey: null },
  passkey: {
    factor: 'passkey',
    codeTo: null,
    passkey: {
      challenge: 'q2dZ3Yf0c8l6bHh0ZXN0LWNoYWxsZW5nZQ',
      rpId: 'localhost',
      timeout: 60_000,
      userVerification: 'preferred',
      allowCredentials: [{ id: 'cGFzc2tleS0x', type: 'public-key' }],
    },
  },
}

/** The password and the code the mock step-up refuses (any other passes). */
export const STEP_UP_WRONG_PASSWORD = 'Wrong1234'
export const STEP_UP_WRONG_CODE = '000000'
