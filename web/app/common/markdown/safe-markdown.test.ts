import { describe, expect, it } from 'vitest'
import { renderSafeMarkdown } from './safe-markdown'

describe('renderSafeMarkdown', () => {
  it('renders markdown: emphasis, lists, code', () => {
    const html = renderSafeMarkdown('**$50** a month:\n\n- hosting\n- `SSL`')
    expect(html).toContain('<strong>$50</strong>')
    expect(html).toMatch(/<ul>\s*<li>hosting<\/li>\s*<li><code>SSL<\/code><\/li>\s*<\/ul>/)
  })

  it('opens links in a new tab without handing over the window', () => {
    expect(renderSafeMarkdown('[the studio](https://example.com/services "Services")')).toContain(
      '<a href="https://example.com/services" title="Services" target="_blank" rel="noopener noreferrer">the studio</a>',
    )
    expect(renderSafeMarkdown('[contact](/contact)')).toContain(
      'href="/contact" target="_blank" rel="noopener noreferrer"',
    )
  })

  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'inline <b onclick="x()">bold</b> tag',
    '<div>\n<iframe src="https://evil.example"></iframe>\n</div>',
  ])('never renders raw HTML: %s', (markdown) => {
    const html = renderSafeMarkdown(markdown)
    expect(html).not.toMatch(/<(script|img|b|iframe|div)[\s>]/i)
    expect(html).toContain('&#60;')
  })

  it('drops dangerous links and images but keeps their text', () => {
    const html = renderSafeMarkdown('[click](javascript:alert(1)) and ![a cat](https://evil.example/cat.png)')
    expect(html).not.toMatch(/<a |javascript:|<img/)
    expect(html).toContain('click')
    expect(html).toContain('a cat')
  })
})

describe('renderSafeMarkdown under a page’s own headings', () => {
  it('moves every heading below the given level, never past h6', () => {
    const html = renderSafeMarkdown('# Plan\n\n## Next month\n\n###### Small', { headingsBelow: 2 })
    expect(html).toMatch(/<h3[^>]*>Plan<\/h3>/)
    expect(html).toMatch(/<h4[^>]*>Next month<\/h4>/)
    expect(html).toMatch(/<h6[^>]*>Small<\/h6>/)
    expect(html).not.toMatch(/<h[12][\s>]/)
  })

  it('leaves headings as written without a level to stay under', () => {
    expect(renderSafeMarkdown('# Plan')).toMatch(/<h1[^>]*>Plan<\/h1>/)
  })
})

describe('renderSafeMarkdown task lists', () => {
  it('shows each task’s state as a mark and words, with no unlabelled checkbox', () => {
    const html = renderSafeMarkdown('- [x] New menu page\n- [ ] Spring photos')
    expect(html).not.toContain('<input')
    expect(html).toContain('☑')
    expect(html).toContain('☐')
    expect(html).toMatch(/Done: <\/span>\s*New menu page/)
    expect(html).toMatch(/To do: <\/span>\s*Spring photos/)
  })
})
