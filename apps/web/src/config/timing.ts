/** The original client's timing: how long each call may take, how often the session is checked. */

/** Request timeouts in milliseconds; calls the spec does not time get the client's default. */
export const TIMEOUTS = {
  sliderAdd: 5_000,
  applicationList: 5_000,
  register: 5_000,
  profile: 5_000,
  addUser: 5_000,
  login: 10_000,
  deleteApplication: 10_000,
  addApplication: 20_000,
  documentUpdate: 20_000,
} as const;

export const SESSION_CHECK_INTERVAL_MS = 60_000;
