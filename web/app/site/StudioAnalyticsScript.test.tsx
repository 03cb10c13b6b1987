import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { parsePublicConfig } from '@studio/api/contract/public-config'

let StudioAnalyticsScript: ComponentType<{ analyticsKey?: string | null }>

beforeAll(async () => {
  // The build bakes in the public config from the settings; here the test does, with the studio's key set.
  vi.stubGlobal('__PUBLIC_CONFIG__', parsePublicConfig({ STUDIO_ANALYTICS_KEY: 'studio_Key-0123' }))
  vi.stubGlobal('__SOCIAL_PROFILES__', [])
  ;({ StudioAnalyticsScript } = await import('./StudioAnalyticsScript'))
})

describe('StudioAnalyticsScript', () => {
  it('puts the snippet with the configured key on the page: a same-origin external script, no inline code', () => {
    expect(renderToStaticMarkup(<StudioAnalyticsScript />)).toBe(
      '<script defer="" data-site="studio_Key-0123" src="/v.js"></script>',
    )
  })

  it('puts nothing on the page without a key', () => {
    expect(renderToStaticMarkup(<StudioAnalyticsScript analyticsKey={null} />)).toBe('')
  })
})
