import type { RequestHandler } from 'express'

/**
 * Powerful browser features no page of the site uses are switched off, for the site and anything it might
 * embed; the weather page asks for the visitor's location, so geolocation stays allowed for the site
 * itself. nginx sends the same value (infra/nginx/studio/security-headers.conf; a test compares them).
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ')

/** Sends the Permissions-Policy on every reply: pages, files, API answers and errors alike. */
export const permissionsPolicyHeader: RequestHandler = (_req, res, next) => {
  res.setHeader('Permissions-Policy', permissionsPolicy)
  next()
}
