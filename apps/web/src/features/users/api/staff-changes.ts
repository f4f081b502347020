/** What a change to the staff accounts makes stale: the Admin List and the dashboard's staff figures. */
export const changedStaff = ['Staff', 'Dashboard'] as const;
