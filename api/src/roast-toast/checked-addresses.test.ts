import { describe, expect, it } from 'vitest'
import { checkedAddresses, pinnedLookup } from './checked-addresses.ts'

const resolvesTo = (address: string) => async () => [{ address, family: 4 }]

describe('the checked addresses of a hop', () => {
  it('refuse a name that resolves to a private address, naming the range', async () => {
    const refused = checkedAddresses(new URL('https://intranet.example/'), {
      allowPrivateNetworks: false,
      resolveHost: resolvesTo('10.1.2.3'),
    })
    await expect(refused).rejects.toMatchObject({
      kind: 'refused',
      message:
        'We only roast public websites: intranet.example points to a private-network address (10.1.2.3).',
    })
  })

  it('refuse anything but http and https, and pass a public address on', async () => {
    await expect(
      checkedAddresses(new URL('ftp://example.com/'), { allowPrivateNetworks: false }),
    ).rejects.toMatchObject({ kind: 'refused', failure: 'not an http address' })
    const options = { allowPrivateNetworks: false, resolveHost: resolvesTo('93.184.216.34') }
    expect(await checkedAddresses(new URL('https://example.com/'), options)).toEqual([
      { address: '93.184.216.34', family: 4 },
    ])
  })

  it('are the only answer the pinned lookup gives', () => {
    const lookup = pinnedLookup([{ address: '93.184.216.34', family: 4 }])
    const answers: unknown[] = []
    lookup('elsewhere.example', {}, (error, address) => answers.push([error, address]))
    expect(answers).toEqual([[null, '93.184.216.34']])
  })
})
