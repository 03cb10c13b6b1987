/**
 * A tool job that could not do what was asked for a reason the person should read (a refused address,
 * an upstream that did not answer): returned, not thrown, so it is not retried and reaches the API as is.
 */
export interface ToolFailure {
  ok: false
  /** 400: the input was refused; 502: an upstream or the network failed. */
  status: 400 | 502
  error: string
}
export type ToolOutcome<Result> = ({ ok: true } & Result) | ToolFailure
