import type { Env } from '../platform/config/env.ts'

export interface AccountMail {
  subject: string
  text: string
}

/** The link in a mail: PUBLIC_URL + path + ?token=..., whatever PUBLIC_URL's trailing slash. */
export function linkWithToken(env: Env, path: string, token: string): string {
  const url = new URL(path, env.PUBLIC_URL.endsWith('/') ? env.PUBLIC_URL : `${env.PUBLIC_URL}/`)
  url.searchParams.set('token', token)
  return url.toString()
}

export function passwordResetMail(env: Env, username: string, link: string): AccountMail {
  return {
    subject: `Reset your ${env.SITE_NAME} password`,
    text: [
      `Hi ${username},`,
      '',
      'Someone asked to reset the password of your account. To choose a new one, open this link:',
      '',
      link,
      '',
      'The link works once and expires in one hour.',
      'If you did not ask for it, ignore this mail: your password stays as it is.',
      '',
      `— ${env.SITE_NAME}`,
    ].join('\n'),
  }
}

export function signInLinkMail(env: Env, username: string, link: string): AccountMail {
  return {
    subject: `Your ${env.SITE_NAME} sign-in link`,
    text: [
      `Hi ${username},`,
      '',
      'Open this link to sign in without your password:',
      '',
      link,
      '',
      'The link works once and expires in 15 minutes.',
      'If you did not ask for it, ignore this mail.',
      '',
      `— ${env.SITE_NAME}`,
    ].join('\n'),
  }
}
