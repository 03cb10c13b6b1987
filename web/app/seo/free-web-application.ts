/**
 * What makes a page a free web application to search engines (the tool pages, the bills checklist):
 * schema.org facts for pageMeta's `pageFacts`. A module of its own, out of page-meta.ts, which every
 * page loads first.
 */
export const freeWebApplication = {
  applicationCategory: 'BusinessApplication',
  operatingSystem: 'Any (runs in a web browser)',
  browserRequirements: 'Requires JavaScript',
  isAccessibleForFree: true,
  offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
}
