/**
 * The precache key of a page: its path without trailing slashes or query ('/about/?x' is '/about', the
 * home page is '/'). The build stores each prerendered <page>/index.html under this key.
 */
export function precachedPagePath(url: string): string {
  const { pathname } = new URL(url)
  return pathname.replace(/\/+$/, '') || '/'
}

/** The precache key for a built file: '/about' for 'about/index.html', '/assets/x.js' for 'assets/x.js'. */
export function precacheUrlForFile(file: string): string {
  return `/${file}`.replace(/\/index\.html$/, '') || '/'
}
