/** What a change to one application makes stale: its copy, its history, its email, the list and the dashboard's figures. */
export const changedApplication = (id: string) =>
  [{ type: 'Application', id }, { type: 'History', id }, { type: 'Messages', id }, 'ApplicationList', 'Dashboard'] as const;

/** A new application or a deleted one changes the list and the figures. */
export const changedApplicationCount = ['ApplicationList', 'Dashboard'] as const;
