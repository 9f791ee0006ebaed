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

import type {
  Passkey,
  SessionDevice,
  SignInRecord,
  StepUpChallenge,
  StepUpFactor,
  WithdrawalLimits,
} from '../schema'
