import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refusedAddressReason } from '@studio/api/roast-toast/address-policy'
import type { ResolvedAddress } from '@studio/api/roast-toast/checked-addresses'
import { fetchPage, type PageFetchOptions } from '@studio/api/roast-toast/page-fetcher'
import { startTestPages, type TestPages } from '../support/fake-upstreams.ts'

// The fetcher's own defences, with the switch off. A host name is made to resolve where a test wants
// through the fetcher's resolver injection point; to play "a public site" on this closed network, one
// test declares 127.0.0.1 public and checks that everything else is still refused.

const treat127001AsPublic = (address: string) =>
  address === '127.0.0.1' ? null : refusedAddressReason(address)

describe('the audit page fetcher', () => {
  let pages: TestPages
  let port: string
  beforeAll(async () => {
    pages = await startTestPages()
    port = new URL(pages.url).port
  })
  afterAll(() => pages.close())

  const fetchWith = (url: string, options: Partial<PageFetchOptions>) =>
    fetchPage(url, { allowPrivateNetworks: false, ...options })
  const resolvingTo =
    (...addresses: string[]) =>
    async (): Promise<ResolvedAddress[]> =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))

  it('refuses a public-looking name that resolves to loopback, before connecting', async () => {
    const before = pages.userAgents.length
    await expect(
      fetchWith(`http://shop.example:${port}/good`, { resolveHost: resolvingTo('127.0.0.1') }),
    ).rejects.toMatchObject({
      kind: 'refused',
      message: 'We only roast public websites: shop.example points to a loopback address (127.0.0.1).',
    })
    expect(pages.userAgents.length).toBe(before)
  })

  it('checks every address a name resolves to, not just the first', async () => {
    await expect(
      fetchWith(`http://shop.example:${port}/good`, {
        resolveHost: resolvingTo('93.184.215.14', '10.0.0.7'),
      }),
    ).rejects.toMatchObject({
      kind: 'refused',
      message: expect.stringContaining('private-network address (10.0.0.7)'),
    })
  })

  it.each([
    ['[::7f00:1]', '::7f00:1', 'deprecated IPv4-compatible IPv6'],
    ['[::127.0.0.1]', '::7f00:1', 'deprecated IPv4-compatible IPv6'],
    ['[::ffff:7f00:1]', '::ffff:7f00:1', 'loopback'],
    ['[::ffff:a00:1]', '::ffff:a00:1', 'private-network'],
    ['[64:ff9b::7f00:1]', '64:ff9b::7f00:1', 'NAT64'],
    ['[2002:7f00:1::]', '2002:7f00:1::', '6to4'],
  ])(
    'refuses the IPv6 address %s that embeds an IPv4 one, before connecting',
    async (host, address, kind) => {
      const before = pages.userAgents.length
      await expect(fetchWith(`http://${host}:${port}/good`, {})).rejects.toMatchObject({
        kind: 'refused',
        message: `We only roast public websites: ${address} points to a ${kind} address (${address}).`,
      })
      expect(pages.userAgents.length).toBe(before)
    },
  )

  it('refuses a name whose address is IPv4-compatible IPv6, in the form the system resolver writes it', async () => {
    await expect(
      fetchWith(`http://shop.example:${port}/good`, { resolveHost: resolvingTo('::127.0.0.1') }),
    ).rejects.toMatchObject({
      kind: 'refused',
      message: 'We only roast public websites: shop.example points to a loopback address (::127.0.0.1).',
    })
    await expect(
      fetchWith(`http://shop.example:${port}/good`, { resolveHost: resolvingTo('::8.8.8.8') }),
    ).rejects.toMatchObject({
      kind: 'refused',
      message:
        'We only roast public websites: shop.example points to a deprecated IPv4-compatible IPv6 address (::8.8.8.8).',
    })
  })

  it.each([
    ['loopback', (p: string) => `http://127.0.0.2:${p}/good`, /loopback address \(127\.0\.0\.2\)/],
    [
      'cloud metadata',
      () => 'http://169.254.169.254/latest/meta-data/',
      /link-local \(cloud metadata\) address/,
    ],
    [
      'a name resolving to loopback',
      (p: string) => `http://internal.example:${p}/good`,
      /internal\.example points to a loopback/,
    ],
  ])('re-checks a redirect from a public site to %s', async (_what, target, message) => {
    const resolveHost = async (hostname: string) =>
      hostname === 'public.example' ? resolvingTo('127.0.0.1')() : resolvingTo('127.0.0.3')()
    const url = `http://public.example:${port}/redirect?to=${encodeURIComponent(target(port))}`
    await expect(fetchWith(url, { resolveHost, refusedReason: treat127001AsPublic })).rejects.toMatchObject({
      kind: 'refused',
      message: expect.stringMatching(message),
    })
  })

  it('connects to the address it checked, whatever a second lookup would say (no DNS rebinding)', async () => {
    const lookups: string[] = []
    const rebinding = async (hostname: string) => {
      lookups.push(hostname)
      return lookups.length === 1 ? resolvingTo('127.0.0.1')() : resolvingTo('169.254.169.254')()
    }
    const page = await fetchWith(`http://rebind.example:${port}/good`, {
      resolveHost: rebinding,
      refusedReason: treat127001AsPublic,
    })
    expect(page.status).toBe(200)
    expect(lookups).toEqual(['rebind.example'])
  })

  it('refuses a redirect to a scheme other than http and https', async () => {
    const url = `${pages.url}/redirect?to=${encodeURIComponent('file:///etc/passwd')}`
    await expect(fetchPage(url, { allowPrivateNetworks: true })).rejects.toMatchObject({
      kind: 'refused',
      message: 'Only http:// and https:// addresses can be roasted.',
    })
  })

  it('gives up on a page slower than its deadline with a sentence', async () => {
    await expect(
      fetchPage(`${pages.url}/slow?ms=4000`, { allowPrivateNetworks: true, timeoutMs: 1_500 }),
    ).rejects.toMatchObject({
      kind: 'failed',
      message: expect.stringMatching(
        /^We couldn't load 127\.0\.0\.1:\d+: it didn't (answer|finish loading) within 2 seconds\.$/,
      ),
    })
  })

  it('says the name does not resolve when DNS has no answer', async () => {
    const noAnswer = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' })
    }
    await expect(fetchWith('https://nowhere.example/', { resolveHost: noAnswer })).rejects.toMatchObject({
      kind: 'failed',
      message:
        "We couldn't look up nowhere.example: the name doesn't exist, or this server can't reach the network.",
    })
  })
})
