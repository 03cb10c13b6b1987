import type { RateLimitRule } from './rate-limit.ts'

const tooManyMails = 'Too many requests for account emails. Please wait a few minutes and try again.'
const tooManyIdeas =
  'You have asked for many ideas in a short while. Please wait a few minutes and try again.'

/**
 * Every rate limit, in one place (docs/rate-limits.md lists them): per address, or per account for the
 * portal's writes. Each is set where a person
 * using the site never meets it but a flood does: tighter where a request costs more (an audit fetches a
 * whole site, a question may call a paid model), looser where a page load makes the call (visits, weather).
 */
export const rateLimitRules = {
  login: {
    name: 'login',
    limit: 10,
    windowMinutes: 15,
    countFailuresOnly: true,
    message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  },
  register: {
    name: 'register',
    limit: 10,
    windowMinutes: 60,
    message: 'Too many accounts created from here. Please try again later.',
  },
  forgotPassword: { name: 'forgot', limit: 5, windowMinutes: 15, message: tooManyMails },
  signInLink: { name: 'sign-in-link', limit: 5, windowMinutes: 15, message: tooManyMails },
  resetPassword: {
    name: 'reset-password',
    limit: 10,
    windowMinutes: 15,
    message: 'Too many password reset attempts. Please wait a few minutes and try again.',
  },
  signInWithLink: {
    name: 'sign-in-with-link',
    limit: 10,
    windowMinutes: 15,
    message: 'Too many sign-in link attempts. Please wait a few minutes and try again.',
  },
  contact: {
    name: 'contact',
    limit: 5,
    windowMinutes: 15,
    message:
      'You have sent several messages in a short while. Please wait a few minutes before sending more.',
  },
  ask: {
    name: 'ask',
    limit: 30,
    windowMinutes: 15,
    message: 'You have asked many questions in a short while. Please wait a few minutes and ask again.',
  },
  roastToast: {
    name: 'roast-toast',
    limit: 10,
    windowMinutes: 60,
    message: 'You have run many site audits in a short while. Please wait a while before the next one.',
  },
  businessName: { name: 'business-name', limit: 30, windowMinutes: 15, message: tooManyIdeas },
  tagline: { name: 'tagline', limit: 30, windowMinutes: 15, message: tooManyIdeas },
  // A page polls its tool call's progress about once a second while it waits (up to 25 s).
  toolProgress: {
    name: 'tool-progress',
    limit: 900,
    windowMinutes: 15,
    message: 'Too many progress checks from here. Please wait a few minutes and try again.',
  },
  // The portal's update requests: a client files a few a month and writes a few messages a day in them.
  // Counted per account after sign-in, so a client's flood never refuses the studio's reply (admins are not
  // held) nor another client behind the same address; each account also has a daily cap (request-caps.ts).
  updateRequest: {
    name: 'update-request',
    per: 'account',
    limit: 10,
    windowMinutes: 60,
    message: 'You have filed many requests in a short while. Please wait a while before filing another.',
  },
  requestMessage: {
    name: 'request-message',
    per: 'account',
    limit: 30,
    windowMinutes: 15,
    message: 'You have sent many messages in a short while. Please wait a few minutes and try again.',
  },
  weather: {
    name: 'weather',
    limit: 60,
    windowMinutes: 15,
    message: 'Too many weather requests from here. Please wait a few minutes and try again.',
  },
  // The analytics beacon of client sites: a page load, each history navigation and the vitals at page
  // hide send one each. Past the limit events are dropped quietly (202), never refused.
  siteEvents: {
    name: 'site-events',
    limit: 120,
    windowMinutes: 1,
    message: 'Too many analytics events from here.',
  },
  visitors: {
    name: 'visitors',
    limit: 60,
    windowMinutes: 15,
    message: 'Too many visits recorded from here. Please try again later.',
  },
} satisfies Record<string, RateLimitRule>
