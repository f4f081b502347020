/**
 * The super admin the test server creates on its first start (ADMIN_EMAIL / ADMIN_PASSWORD).
 * Every run starts on a fresh database, so these values are test-only.
 */
export const SUPER_ADMIN = {
  email: 'owner@visadesk.test',
  password: 'Owner-e2e-password-1',
} as const;

/** A unique address per call, so journeys never share an account (parallel workers, reruns). */
export function uniqueEmail(who: string): string {
  return `${who}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@visadesk.test`;
}
