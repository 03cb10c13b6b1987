// Browser and OS families from a User-Agent, by a few ordered rules (docs/decisions/040-site-analytics.md:
// not ua-parser-js 2.x, which is AGPL). Only the family is kept, never the string. Order matters: Edge,
// Opera and Samsung Internet also say "Chrome", Chrome also says "Safari", iOS also says "Mac OS X".

const browserRules: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOPT\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\b(iPhone|iPad|iPod)\b.*\bAppleWebKit\//, 'Safari'],
]

const osRules: readonly [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
]

function firstMatch(rules: readonly [RegExp, string][], userAgent: string): string {
  return rules.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Other'
}

/** 'Chrome', 'Safari', 'Firefox', 'Edge', 'Opera', 'Samsung Internet', 'Yandex' or 'Other'. */
export const browserFamily = (userAgent: string) => firstMatch(browserRules, userAgent)

/** 'Windows', 'macOS', 'iOS', 'Android', 'ChromeOS', 'Linux' or 'Other'. */
export const osFamily = (userAgent: string) => firstMatch(osRules, userAgent)
