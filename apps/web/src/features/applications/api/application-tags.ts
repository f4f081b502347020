/** The list's and the dashboard's cache tags (every entry of each), which an added, changed or deleted application makes stale. */
const COUNTED_TAGS = [{ type: 'ApplicationList' }, { type: 'Dashboard' }] as const;

/** What a change to one application makes stale: its copy, its history, its email, the list and the dashboard's figures. */
export const changedApplication = (id: string) =>
  [{ type: 'Application', id }, { type: 'History', id }, { type: 'Messages', id }, ...COUNTED_TAGS] as const;

/** A new application or a deleted one changes the list and the figures. */
export const changedApplicationCount = COUNTED_TAGS;
