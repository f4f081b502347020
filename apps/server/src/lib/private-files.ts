/**
 * What the server and its command-line tools create is the server user's alone: stored passports,
 * the embedded database and backups hold the most sensitive data an applicant has.
 */
export const PRIVATE_UMASK = 0o077;

/** Called first by the server and by every CLI: new files 0600, new folders 0700. */
export function usePrivateUmask(): void {
  process.umask(PRIVATE_UMASK);
}
