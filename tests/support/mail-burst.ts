/** POSTs a JSON body to a running deployment. */
export function postJson(baseUrl: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
}

/**
 * The mail drills' burst: a reset mail for each address and `contacts` contact messages, all at once.
 * Answers the API's replies (each should be 200: the mail is queued, not yet sent).
 */
export function requestMailBurst(
  baseUrl: string,
  resetEmails: string[],
  contacts: number,
  label: string,
): Promise<Response[]> {
  return Promise.all([
    ...resetEmails.map((email) => postJson(baseUrl, '/api/auth/forgot_password.php', { email })),
    ...Array.from({ length: contacts }, (_, n) =>
      postJson(baseUrl, '/api/contact/send_contact.php', {
        name: `${label} ${n}`,
        email: `${label.toLowerCase()}${n}@example.com`,
        message: `${label}: message ${n}`,
      }),
    ),
  ])
}
