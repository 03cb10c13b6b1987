import type { PublicConfig } from '@studio/api/contract/public-config'

// manifest.webmanifest, written beside the prerendered pages: the site's name comes from the public
// configuration; the icons are PNGs rendered from favicon.svg (scripts/make-app-icons.ts).

const brandColour = '#9a3412'

export function webAppManifest(config: PublicConfig): string {
  const icon = (name: string, size: number, purpose: 'any' | 'maskable') => ({
    src: `/${name}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  })
  const manifest = {
    name: config.siteName,
    short_name: config.siteName,
    description: `${config.siteName}: websites, and free tools that work in your browser, even offline.`,
    id: '/',
    start_url: '/tools',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: brandColour,
    icons: [
      icon('icon-192.png', 192, 'any'),
      icon('icon-512.png', 512, 'any'),
      icon('icon-maskable-192.png', 192, 'maskable'),
      icon('icon-maskable-512.png', 512, 'maskable'),
    ],
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}
