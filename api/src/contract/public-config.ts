import { z } from 'zod'

// The settings the browser may see: the studio's names, contact facts and URLs, baked into the bundle and
// the prerendered pages at build time. The server reads them with the rest of its settings (its schema,
// api/src/platform/config/env.ts, spreads `publicSettings`); the web build reads only these.

export const publicSettings = {
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Unset: http://localhost:PORT, so a local start on another port links to itself. */
  PUBLIC_URL: z.url().optional(),
  SITE_NAME: z.string().min(1).default('Peach Pixel Studio'),
  OWNER_NAME: z.string().min(1).default('Jordan Avery'),
  ASSISTANT_NAME: z.string().min(1).default('Biscuit'),
  BUSINESS_CITY: z.string().min(1).default('Thomasville, Georgia'),
  BUSINESS_PHONE: z.string().min(1).default('(229) 555-0142'),
  BUSINESS_EMAIL: z.email().default('hello@example.com'),
  DEVELOPER_SITE_URL: z.url().default('https://example.com'),
  /** The studio's social profiles for the footer, comma-separated URLs (empty: none shown). */
  SOCIAL_LINKS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be http(s) URLs separated by commas' }))),
  /**
   * The analytics key of the studio's own site, linked under care like a client's (docs/portal.md): set,
   * every page carries the snippet; unset, none does.
   */
  STUDIO_ANALYTICS_KEY: z
    .string()
    .regex(
      /^[\w-]{12,64}$/,
      "must be the key the Clients page shows for the studio's own site: 12 to 64 letters, digits, _ or -",
    )
    .optional(),
}

const publicSettingsSchema = z.object(publicSettings)
export type PublicSettings = z.output<typeof publicSettingsSchema>

/** The site's address: PUBLIC_URL, or this machine on PORT when it is unset. */
export function publicUrlOf({ PUBLIC_URL, PORT }: Pick<PublicSettings, 'PUBLIC_URL' | 'PORT'>): string {
  return PUBLIC_URL ?? `http://localhost:${PORT}`
}

/** The only settings the browser sees: baked into the prerendered pages at build time. */
export function publicConfig(settings: PublicSettings) {
  return {
    publicUrl: publicUrlOf(settings).replace(/\/$/, ''),
    siteName: settings.SITE_NAME,
    ownerName: settings.OWNER_NAME,
    assistantName: settings.ASSISTANT_NAME,
    businessCity: settings.BUSINESS_CITY,
    businessPhone: settings.BUSINESS_PHONE,
    businessEmail: settings.BUSINESS_EMAIL,
    developerSiteUrl: settings.DEVELOPER_SITE_URL,
    socialLinks: settings.SOCIAL_LINKS,
    /** Null, not undefined: the build's config is compared with the settings' as JSON (scripts/start.ts). */
    studioAnalyticsKey: settings.STUDIO_ANALYTICS_KEY ?? null,
  }
}

export type PublicConfig = ReturnType<typeof publicConfig>

/** Settings as the environment holds them; an empty value means unset (docker compose and .env files write them). */
export function withoutEmptyValues(source: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
}

/** One line per bad setting, naming it. */
export function settingProblems(error: z.ZodError): string {
  return error.issues
    .map((issue) => `Invalid configuration: ${issue.path.join('.')} ${issue.message}`)
    .join('\n')
}

/**
 * The public configuration of a build. Only public settings are read, so a rule of the server's own (a
 * production JWT_SECRET) cannot stop a build; a bad one throws one line per setting.
 */
export function parsePublicConfig(source: Record<string, string | undefined>): PublicConfig {
  const result = publicSettingsSchema.safeParse(withoutEmptyValues(source))
  if (!result.success) throw new Error(settingProblems(result.error))
  return publicConfig(result.data)
}
