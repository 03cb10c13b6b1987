/** A tool call's failure, kept beside its form (the toast saying the same closes after 3 s). */
export function ToolError({ message }: { message: string | null }) {
  return (
    <p className="status-error" role="alert" hidden={!message}>
      {message}
    </p>
  )
}
