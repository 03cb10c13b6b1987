/**
 * A bench's last word: lists the bars it missed and exits with 1 (so `npm run bench` counts it as failed),
 * or prints `passed` when it missed none.
 */
export function exitIfBarsMissed(missed: string[], passed: string): void {
  if (missed.length) {
    console.log(`\nBars not met:\n- ${missed.join('\n- ')}`)
    process.exit(1)
  }
  console.log(`\n${passed}`)
}
