/** A place in a waiting line: `admitted` settles when a slot is free (or rejects when withdrawn). */
export interface Ticket {
  readonly admitted: Promise<void>
}

interface WaitingTicket extends Ticket {
  admit(): void
  refuse(reason: Error): void
}

/**
 * A first-come, first-served line in front of a fixed number of slots: the in-process queue's stand-in for
 * a BullMQ worker's concurrency, so that a job there can be queued, know its place, and leave the line.
 */
export class WaitingLine {
  #busySlots = 0
  readonly #line: WaitingTicket[] = []

  constructor(readonly slots: number) {}

  /** Joins the line; a free slot admits at once. Every admitted ticket must `leave()` when its work ends. */
  enter(): Ticket {
    let admit!: () => void
    let refuse!: (reason: Error) => void
    const admitted = new Promise<void>((resolve, reject) => {
      admit = resolve
      refuse = reject
    })
    const ticket: WaitingTicket = { admitted, admit, refuse }
    if (this.#busySlots < this.slots) {
      this.#busySlots++
      admit()
    } else {
      this.#line.push(ticket)
    }
    return ticket
  }

  /** 1 for the next one in, or undefined once admitted (or withdrawn). */
  position(ticket: Ticket): number | undefined {
    const index = this.#line.indexOf(ticket as WaitingTicket)
    return index < 0 ? undefined : index + 1
  }

  /** Takes a ticket out of the line, rejecting its `admitted`; false when it was admitted already. */
  withdraw(ticket: Ticket, reason: Error): boolean {
    const index = this.#line.indexOf(ticket as WaitingTicket)
    if (index < 0) return false
    this.#line.splice(index, 1)
    ;(ticket as WaitingTicket).refuse(reason)
    return true
  }

  /** An admitted job ended: its slot goes to the next in line. */
  leave(): void {
    const next = this.#line.shift()
    if (next) next.admit()
    else this.#busySlots--
  }
}
