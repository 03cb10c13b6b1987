/** A form's refusal sentence, announced when it appears; `id` lets the form point at it. */
export function FormError({ id, error }: { id: string; error: string | null }) {
  if (!error) return null
  return (
    <p id={id} className="status-error" role="alert">
      {error}
    </p>
  )
}
