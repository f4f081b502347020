/**
 * What a change to the staff accounts makes stale, spread into each mutation that changes them: the
 * Admin List and the dashboard's staff figures; a refused change makes nothing stale.
 */
export const staleAfterStaffChange = {
  invalidatesTags: (_answer: unknown, error: unknown) => (error ? [] : (['Staff', 'Dashboard'] as const)),
};
