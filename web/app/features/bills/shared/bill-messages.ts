// The bills toasts, word for word (docs/product.md#bills-messages): `success` when the server accepted the
// change, `failure` when the network failed. A refusal (400/404) shows the server's own sentence instead.
export const billMessages = {
  add: { success: 'Bill added successfully!', failure: 'Failed to add bill. Try again.' },
  markPaid: { success: 'Bill marked as paid.', failure: 'Failed to mark bill as paid.' },
  markUnpaid: { success: 'Bill marked as unpaid.', failure: 'Failed to mark bill as unpaid.' },
  delete: { success: 'Bill deleted.', failure: 'Failed to delete bill.' },
  edit: { success: 'Bill updated successfully.', failure: 'Failed to update bill.' },
  reset: { success: 'All bills have been reset.', failure: 'Failed to reset bills.' },
} as const

export type BillChange = keyof typeof billMessages
