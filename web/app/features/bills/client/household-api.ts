import { portalRequest } from './portal-request'

/** The caller's household as GET /api/bills/household.php describes it. */
export interface HouseholdInfo {
  members: [string, string]
  /** False for the studio's household, whose names come from the server's HOUSEHOLD_MEMBERS setting. */
  renamable: boolean
}

// The household and reminder calls of the bills checklist, one function each.
export const householdApi = {
  get: () => portalRequest<HouseholdInfo>('/bills/household.php'),
  rename: (members: readonly [string, string]) =>
    portalRequest('/bills/household.php', { method: 'POST', body: { members } }),
  reminders: () => portalRequest<{ enabled: boolean }>('/bills/reminders.php'),
  setReminders: (enabled: boolean) =>
    portalRequest('/bills/reminders.php', { method: 'POST', body: { enabled } }),
}
