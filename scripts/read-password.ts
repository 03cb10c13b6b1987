// The password of `npm run user:add` when --password is not given: typed at a hidden prompt on a terminal
// (so it stays out of shell history and off the screen), or read from stdin when stdin is a pipe or file.

export class PasswordInputCancelled extends Error {}

/** The first line of stdin when it is not a terminal; otherwise asks twice at a hidden prompt. */
export async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOfStdin()
  const password = await promptHidden('Password: ')
  if ((await promptHidden('Password again: ')) !== password) {
    throw new PasswordInputCancelled('The two passwords differ. Nothing was created.')
  }
  return password
}

async function firstLineOfStdin(): Promise<string> {
  let text = ''
  for await (const chunk of process.stdin) {
    text += String(chunk)
    if (text.includes('\n')) break
  }
  return text.split(/\r?\n/)[0] ?? ''
}

/** Reads one line in raw mode without echoing it; Backspace erases, Ctrl+C or Ctrl+D cancels. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin
  process.stderr.write(question)
  stdin.setRawMode(true)
  stdin.setEncoding('utf8')
  stdin.resume()
  return new Promise((resolve, reject) => {
    let typed = ''
    const finish = (outcome: () => void) => {
      stdin.off('data', onKeys)
      stdin.setRawMode(false)
      stdin.pause()
      process.stderr.write('\n')
      outcome()
    }
    const onKeys = (keys: string) => {
      for (const key of keys) {
        if (key === '\r' || key === '\n') return finish(() => resolve(typed))
        if (key === '\u0003' || key === '\u0004') {
          return finish(() => reject(new PasswordInputCancelled('Cancelled. Nothing was created.')))
        }
        typed = key === '\u007f' || key === '\b' ? typed.slice(0, -1) : typed + key
      }
    }
    stdin.on('data', onKeys)
  })
}
