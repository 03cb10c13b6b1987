import autocannon from 'autocannon'
import pg from 'pg'
import { createSite, createUser } from './tests/support/factories.ts'
import { startDeployment } from './tests/support/deployment.ts'
const deployment = await startDeployment({ env: { TRUST_PROXY: 'loopback', RATE_LIMIT_MAX: '120', API_PROCESSES: '1' }, nodeFlags: ['--cpu-prof', '--cpu-prof-dir=/tmp/as-prof'] })
const db = new pg.Pool({ connectionString: deployment.databaseUrl, max: 2 })
const client = await createUser(db)
const siteId = await createSite(db, client.id, { url: 'https://bench.example/' })
const key = (await db.query('SELECT analytics_key AS key FROM sites WHERE id = $1', [siteId])).rows[0].key
let sent = 0
const ua = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const run = (amount: number, target: string) => autocannon({ url: `${deployment.url}${target}`, connections: 50, amount, requests: target === '/api/v' ? [{ method: 'POST', setupRequest: (r: any) => { const n = sent++; return { ...r, headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': ua, 'x-forwarded-for': `1.${Math.floor((n % 1000) / 250)}.${n % 250}.9` }, body: JSON.stringify({ k: key, n: 'pageview', u: `https://bench.example/page-${n % 40}`, r: 'https://www.google.com/', w: 390 }) } } }] : undefined } as any)
await run(3000, '/api/v')
await run(16000, '/api/v')
await db.end()
await deployment.stop()
