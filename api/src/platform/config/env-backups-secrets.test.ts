import { randomBytes } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from './env.ts'

describe('the backup settings', () => {
  it('default to a backup a day, fourteen kept', () => {
    expect(parseEnv({})).toMatchObject({ BACKUP_INTERVAL_H: 24, BACKUP_KEEP: 14 })
    expect(parseEnv({ BACKUP_INTERVAL_H: '0.5', BACKUP_KEEP: '30' })).toMatchObject({
      BACKUP_INTERVAL_H: 0.5,
      BACKUP_KEEP: 30,
    })
  })

  it('stop start with one line naming a bad value', () => {
    const interval =
      'Invalid configuration: BACKUP_INTERVAL_H must be a number of hours from 0.1 to 168 (a week)'
    const keep = 'Invalid configuration: BACKUP_KEEP must be a whole number from 1 to 1000'
    for (const [name, bad, sentence] of [
      ['BACKUP_INTERVAL_H', '0', interval],
      ['BACKUP_INTERVAL_H', 'daily', interval],
      ['BACKUP_INTERVAL_H', '200', interval],
      ['BACKUP_KEEP', '0', keep],
      ['BACKUP_KEEP', '2.5', keep],
    ] as const) {
      expect(() => parseEnv({ [name]: bad })).toThrow(ConfigError)
      expect(() => parseEnv({ [name]: bad })).toThrow(new RegExp(`^${sentence.replace(/[()]/g, '\\$&')}$`))
    }
  })
})

describe('JWT_SECRET', () => {
  it('refuses a secret somebody typed rather than generated, with a sentence saying how to make one', () => {
    expect(() => parseEnv({ JWT_SECRET: 'a'.repeat(32) })).toThrow(
      'Invalid configuration: JWT_SECRET uses only 1 different character, too easy to guess; ' +
        'make a random one (openssl rand -hex 32)',
    )
    expect(() => parseEnv({ JWT_SECRET: 'abcdefgh'.repeat(5) })).toThrow(/uses only 8 different characters/)
    expect(() => parseEnv({ JWT_SECRET: 'short' })).toThrow(
      'Invalid configuration: JWT_SECRET must be at least 32 characters',
    )
  })

  it('takes generated secrets', () => {
    for (const length of [16, 32, 48]) {
      const secret = randomBytes(length).toString('hex')
      expect(parseEnv({ JWT_SECRET: secret }).JWT_SECRET).toBe(secret)
    }
    expect(parseEnv({ JWT_SECRET: randomBytes(48).toString('base64url') }).JWT_SECRET).toHaveLength(64)
  })
})

describe('settings from secret files (Docker and Swarm secrets)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'studio-secrets-'))
  const secret = (name: string, text: string) => {
    writeFileSync(join(folder, name), text)
    return join(folder, name)
  }

  it('read NAME_FILE as NAME, without the final line break', () => {
    const jwtSecret = '3f9c1a7e5b2d8046c9e1f7a3b5d20c84'
    const env = parseEnv({ JWT_SECRET_FILE: secret('jwt', `${jwtSecret}\n`) })
    expect(env.JWT_SECRET).toBe(jwtSecret)
  })

  it('put DATABASE_PASSWORD into DATABASE_URL, encoded', () => {
    const env = parseEnv({
      DATABASE_URL: 'postgres://studio@postgres:5432/studio',
      DATABASE_PASSWORD_FILE: secret('db', 'p@ss:w/rd\n'),
    })
    expect(env.DATABASE_URL).toBe('postgres://studio:p%40ss%3Aw%2Frd@postgres:5432/studio')
    expect(decodeURIComponent(new URL(env.DATABASE_URL!).password)).toBe('p@ss:w/rd')
  })

  it('refuse both a value and a file, a file that cannot be read, and a password without a URL', () => {
    expect(() => parseEnv({ JWT_SECRET: 'x'.repeat(40), JWT_SECRET_FILE: secret('both', 'y') })).toThrow(
      'Invalid configuration: set JWT_SECRET or JWT_SECRET_FILE, not both',
    )
    expect(() => parseEnv({ JWT_SECRET_FILE: join(folder, 'missing') })).toThrow(
      /^Invalid configuration: JWT_SECRET_FILE names a file that cannot be read \(.*missing: ENOENT\)$/,
    )
    expect(() => parseEnv({ DATABASE_PASSWORD: 'x' })).toThrow('DATABASE_PASSWORD needs DATABASE_URL')
  })
})
