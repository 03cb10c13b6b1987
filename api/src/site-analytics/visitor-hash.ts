import { hash } from 'node:crypto'

// The visitor (docs/portal.md#site-analytics): a hash of the New York day's secret salt, the site, the address
// and the User-Agent. The same person on the same site is one visitor all day; with the salt deleted at
// midnight, nobody (the studio included) can link a hash to an address or to the next day's hash.

/** The bytes hashed: fixed-length salt and site id first, then the address and the User-Agent apart. */
export function visitorHashInput(salt: Buffer, siteId: number, address: string, userAgent: string): Buffer {
  const site = Buffer.alloc(8)
  site.writeBigUInt64BE(BigInt(siteId))
  // A newline cannot occur in an address or a header value, so no two pairs give the same bytes.
  return Buffer.concat([salt, site, Buffer.from(`${address}\n${userAgent}`, 'utf8')])
}

/** The first 64 bits of the SHA-256 of the input, as a signed bigint's decimal (the column's type). */
export function visitorHash(salt: Buffer, siteId: number, address: string, userAgent: string): string {
  return hash('sha256', visitorHashInput(salt, siteId, address, userAgent), 'buffer')
    .readBigInt64BE(0)
    .toString()
}
