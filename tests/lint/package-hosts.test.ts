import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Tests and tools talk to this machine only: where they need packages (the compose smoke's stand-in
// images), they use the mirror this machine's apt or npm is set up with, and no file names a package host
// of its own. package-lock.json is npm's record of where each package came from, which npm rewrites to the
// registry it is configured with, so it is left out.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

/** Host names of package archives and registries (Debian, Ubuntu, Alpine, npm, PyPI, Docker Hub, …). */
const packageHost =
  /\b(?:[a-z0-9-]+\.)*(?:debian\.org|ubuntu\.com|alpinelinux\.org|npmjs\.(?:org|com)|yarnpkg\.com|pypi\.org|pythonhosted\.org|nodesource\.com|packages\.cloud\.google\.com|download\.docker\.com|(?:registry-1|index|hub)\.docker\.(?:io|com)|rubygems\.org|crates\.io)\b/i

function trackedTextFiles(): string[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && file !== 'package-lock.json')
  return files.filter((file) => {
    try {
      return !readFileSync(path.join(repoRoot, file)).includes(0)
    } catch {
      return false // listed, but deleted in the work tree
    }
  })
}

function packageHostsNamed(text: string): string[] {
  return text.split('\n').filter((line) => packageHost.test(line))
}

describe('package hosts', () => {
  it('catches a package host where one is named', () => {
    const planted = `const mirror = 'http://${['deb', 'debian', 'org'].join('.')}/debian'`
    expect(packageHostsNamed(planted)).toEqual([planted])
    expect(
      packageHostsNamed(`npm view x --registry https://${['registry', 'npmjs', 'org'].join('.')}`),
    ).toHaveLength(1)
    // The Debian package of the Docker engine is no host.
    expect(packageHostsNamed('apt-get install docker.io')).toEqual([])
  })

  it('are named in no file of the repository', () => {
    const files = trackedTextFiles()
    expect(files).toContain('scripts/compose-smoke/stand-in-images.ts')
    const found = files.flatMap((file) =>
      packageHostsNamed(readFileSync(path.join(repoRoot, file), 'utf8')).map(
        (line) => `${file}: ${line.trim()}`,
      ),
    )
    expect(found).toEqual([])
  })
})
