import { describe, expect, it } from 'vitest'
import { browserFamily, osFamily } from './user-agent-families.ts'

// Real User-Agent strings of current browsers.
const agents = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  operaMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  facebookIphoneApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS]',
}

describe('browserFamily', () => {
  it('names the browser, not the engine it borrows the name of', () => {
    expect(browserFamily(agents.chromeWindows)).toBe('Chrome')
    expect(browserFamily(agents.edgeWindows)).toBe('Edge')
    expect(browserFamily(agents.safariMac)).toBe('Safari')
    expect(browserFamily(agents.safariIphone)).toBe('Safari')
    expect(browserFamily(agents.chromeIphone)).toBe('Chrome')
    expect(browserFamily(agents.firefoxLinux)).toBe('Firefox')
    expect(browserFamily(agents.samsungAndroid)).toBe('Samsung Internet')
    expect(browserFamily(agents.operaMac)).toBe('Opera')
    // An app's web view on iOS is WebKit, as Safari is.
    expect(browserFamily(agents.facebookIphoneApp)).toBe('Safari')
  })

  it('says Other for what it does not know', () => {
    expect(browserFamily('')).toBe('Other')
    expect(browserFamily('curl/8.5.0')).toBe('Other')
  })
})

describe('osFamily', () => {
  it('names the operating system', () => {
    expect(osFamily(agents.chromeWindows)).toBe('Windows')
    expect(osFamily(agents.safariMac)).toBe('macOS')
    expect(osFamily(agents.safariIphone)).toBe('iOS')
    expect(osFamily(agents.samsungAndroid)).toBe('Android')
    expect(osFamily(agents.firefoxLinux)).toBe('Linux')
    expect(osFamily(agents.chromebook)).toBe('ChromeOS')
    expect(osFamily('curl/8.5.0')).toBe('Other')
  })
})
