/**
 * What a page for signed-in people shows while the stored session is being checked; also the first paint
 * of a page left to the SPA fallback (root.tsx's HydrateFallback), so it is part of the site shell.
 */
export function SessionCheckNotice() {
  return (
    <div className="container page narrow" aria-busy="true">
      <p>Checking your session…</p>
    </div>
  )
}
