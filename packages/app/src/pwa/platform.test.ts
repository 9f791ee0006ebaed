import { describe, expect, it } from 'vitest'
import type { InstallPlatform } from './platform'
import { detectInstallPlatform, platformsFirst } from './platform'

const ua = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  headlessChromium:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  firefoxIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
  safariIpadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  firefoxWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  firefoxMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  unknown: 'curl/8.5.0',
} as const

describe('detectInstallPlatform', () => {
  it.each<[keyof typeof ua, number, InstallPlatform]>([
    ['chromeWindows', 0, 'desktop'],
    ['edgeWindows', 0, 'desktop'],
    ['chromeMac', 0, 'desktop'],
    ['chromeLinux', 0, 'desktop'],
    ['headlessChromium', 0, 'desktop'],
    ['chromeOs', 0, 'desktop'],
    ['chromeAndroid', 5, 'android'],
    ['samsungAndroid', 5, 'android'],
    ['firefoxAndroid', 5, 'android'],
    ['safariIphone', 5, 'ios'],
    ['chromeIphone', 5, 'ios'],
    ['firefoxIphone', 5, 'ios'],
    ['safariIpadOld', 5, 'ios'],
    // iPadOS asks for the desktop site: a Mac's user agent, with a touch screen.
    ['safariMac', 5, 'ios'],
    ['safariMac', 0, 'macSafari'],
    ['chromeMac', 0, 'desktop'],
    ['firefoxWindows', 0, 'firefox'],
    ['firefoxMac', 0, 'firefox'],
    ['firefoxLinux', 0, 'firefox'],
    ['unknown', 0, 'desktop'],
  ])('reads %s (%i touch points) as %s', (name, maxTouchPoints, expected) => {
    expect(detectInstallPlatform(ua[name], { maxTouchPoints })).toBe(expected)
  })
})

describe('platformsFirst', () => {
  it('puts the detected platform first and keeps every other one once', () => {
    expect(platformsFirst('ios')).toEqual(['ios', 'desktop', 'android', 'macSafari', 'firefox'])
    expect(platformsFirst('desktop')).toEqual(['desktop', 'android', 'ios', 'macSafari', 'firefox'])
  })
})
