/** What the QR generator encodes and how it draws it (docs/product.md#qr-code-generator). No DOM here. */

export const QR_TYPES = ['url', 'wifi', 'vcard', 'sms', 'email', 'text'] as const
export type QrType = (typeof QR_TYPES)[number]

export const QR_TYPE_LABELS: Record<QrType, string> = {
  url: 'URL',
  wifi: 'Wi-Fi',
  vcard: 'Contact vCard',
  sms: 'SMS',
  email: 'Email',
  text: 'Text',
}

export const ERROR_LEVELS = ['L', 'M', 'Q', 'H'] as const
export type ErrorLevel = (typeof ERROR_LEVELS)[number]

/** Share of damaged codewords each level can recover. */
export const ERROR_LEVEL_RECOVERY: Record<ErrorLevel, string> = { L: '7%', M: '15%', Q: '25%', H: '30%' }

/** How each dark module is drawn: plain squares, or rounded (shared/rounded-modules.ts). */
export const MODULE_SHAPES = ['square', 'rounded'] as const
export type ModuleShape = (typeof MODULE_SHAPES)[number]

export const MODULE_SHAPE_LABELS: Record<ModuleShape, string> = { square: 'Square', rounded: 'Rounded' }

export const WIFI_AUTH_TYPES = ['WPA', 'WEP', 'nopass'] as const
export type WifiAuth = (typeof WIFI_AUTH_TYPES)[number]

export interface WifiFields {
  ssid: string
  auth: WifiAuth
  password: string
  hidden: boolean
}

export interface VcardFields {
  fullName: string
  organization: string
  title: string
  phone: string
  email: string
  website: string
}

export interface SmsFields {
  phone: string
  message: string
}

export interface EmailFields {
  to: string
  subject: string
  body: string
}

/** The fields of every type are kept, so switching type and back loses nothing the user typed. */
export interface QrContent {
  type: QrType
  url: string
  wifi: WifiFields
  vcard: VcardFields
  sms: SmsFields
  email: EmailFields
  text: string
}

export interface QrStyle {
  errorLevel: ErrorLevel
  margin: number
  scale: number
  darkColor: string
  lightColor: string
  moduleShape: ModuleShape
  /** The downloaded PNG's width and height in pixels (the preview keeps `scale` pixels per module). */
  pngSize: PngSize
}

/** PNG download sizes: print size up to 2048 px (docs/product.md#qr-code-generator). */
export const PNG_SIZES = [512, 1024, 2048] as const
export type PngSize = (typeof PNG_SIZES)[number]

export interface LogoStyle {
  /** A data URL (uploaded file) or a pasted http(s) URL; empty for no logo. */
  source: string
  sizePercent: number
  badge: boolean
  rounded: boolean
  paddingPercent: number
}

export const DEFAULT_CONTENT: QrContent = {
  type: 'url',
  url: '',
  wifi: { ssid: '', auth: 'WPA', password: '', hidden: false },
  vcard: { fullName: '', organization: '', title: '', phone: '', email: '', website: '' },
  sms: { phone: '', message: '' },
  email: { to: '', subject: '', body: '' },
  text: '',
}

export const DEFAULT_STYLE: QrStyle = {
  errorLevel: 'H',
  margin: 2,
  scale: 8,
  darkColor: '#000000',
  lightColor: '#ffffff',
  moduleShape: 'square',
  pngSize: 1024,
}

export const DEFAULT_LOGO: LogoStyle = {
  source: '',
  sizePercent: 20,
  badge: true,
  rounded: true,
  paddingPercent: 10,
}

export interface Range {
  min: number
  max: number
}

export const MARGIN_RANGE: Range = { min: 0, max: 8 }
export const SCALE_RANGE: Range = { min: 2, max: 12 }
export const LOGO_SIZE_RANGE: Range = { min: 8, max: 30 }
export const BADGE_PADDING_RANGE: Range = { min: 0, max: 30 }

/** Clamps a number input into its range; an empty or non-numeric entry falls back to `fallback`. */
export function clampToRange(value: number, range: Range, fallback: number): number {
  if (!Number.isFinite(value)) return fallback
  return Math.min(range.max, Math.max(range.min, value))
}
