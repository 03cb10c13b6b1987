import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The docs a newcomer needs live in the repository: comments point to docs/product.md, an ADR or a test,
// never to a document outside it, and every such pointer lands on a heading that exists.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const skippedFolders = new Set(['node_modules', '.git', '.data', 'build', '.react-router'])
const textFile = /\.(ts|tsx|js|mjs|cjs|md|json|ya?ml|css|html|sh)$|^Dockerfile$|^\.env\.example$/
const thisFile = path.relative(repoRoot, fileURLToPath(import.meta.url))

/** Every source and doc file of the repository (no dependencies, no build output), relative to its root. */
function repositoryFiles(folder = ''): string[] {
  return readdirSync(path.join(repoRoot, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name)
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : repositoryFiles(relative)
    return textFile.test(entry.name) && entry.name !== 'package-lock.json' ? [relative] : []
  })
}

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8')

/** "spec section 8", "spec §4", "(spec: Weather)", "the spec's wording", "the product spec". */
const specCitation =
  /§|\b[Ss]pec(?:ification)?\s*(?:sections?\b|:\s+[A-Z])|\b(?:[Tt]he|[Pp]roduct)\s+[Ss]pec(?:ification)?\b/

/** The design notes the project started from are not in the repository: no file may send a reader there. */
const designNotesCitation = /\bDESIGN\.md\b/

/** The anchor GitHub gives a Markdown heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')

describe('docs inside the repository', () => {
  const files = repositoryFiles().filter((file) => file !== thisFile)

  it('finds the files it checks', () => {
    expect(files).toContain(path.join('docs', 'product.md'))
    expect(files).toContain(path.join('web', 'app', 'root.tsx'))
    expect(files.some((file) => file.includes('node_modules'))).toBe(false)
  })

  it('cites no outside specification by section: rules are in docs/product.md, ADRs or tests', () => {
    const citations = files.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) => (specCitation.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    )
    expect(citations).toEqual([])
  })

  it('cites no DESIGN.md: what it said is in docs/product.md, README.md or an ADR', () => {
    const citations = files.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) =>
          designNotesCitation.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    )
    expect(citations).toEqual([])
  })

  it('recognises a citation when one is planted', () => {
    for (const planted of [
      '(spec section 8)',
      'spec §4',
      '(spec: Weather)',
      "the spec's wording",
      'the product spec',
    ])
      expect(planted).toMatch(specCitation)
    for (const fine of ['spec: string', 'a spec file', 'docs/product.md#weather'])
      expect(fine).not.toMatch(specCitation)
    for (const planted of ['(DESIGN.md: none or invalid → 401)', "DESIGN.md's `{taglines}`"])
      expect(planted).toMatch(designNotesCitation)
    for (const fine of [
      'the design of the page',
      'REDESIGN.mdx',
      'docs/decisions/021-one-domain-one-folder.md',
    ])
      expect(fine).not.toMatch(designNotesCitation)
  })

  it('points only at headings that exist in docs/product.md and README.md', () => {
    const anchorsOf = (file: string) =>
      new Set(
        read(file)
          .split('\n')
          .filter((line) => line.startsWith('#'))
          .map((line) => anchorOf(line.replace(/^#+\s*/, ''))),
      )
    const anchors = { product: anchorsOf('docs/product.md'), README: anchorsOf('README.md') }
    const pointers = files.flatMap((file) =>
      [...read(file).matchAll(/\b(product|README)\.md#([\w-]+)/g)].map((match) => ({
        file,
        doc: match[1] as keyof typeof anchors,
        anchor: match[2]!,
      })),
    )
    expect(pointers.length).toBeGreaterThan(30)
    expect(pointers.filter(({ doc, anchor }) => !anchors[doc].has(anchor))).toEqual([])
  })

  it('gives every decision record a Date and a Status', () => {
    const decisions = files.filter((file) => file.startsWith(path.join('docs', 'decisions') + path.sep))
    expect(decisions.length).toBeGreaterThan(10)
    const incomplete = decisions.filter((file) => {
      const text = read(file)
      return !/^Date: (\d{4}-\d{2}-\d{2}|YYYY-MM-DD)/m.test(text) || !/^Status: \S/m.test(text)
    })
    expect(incomplete).toEqual([])
  })
})
