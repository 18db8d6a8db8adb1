/** Session storage entries of the web app and the session limits of the server. */
export const SESSION_STORAGE_KEY = 'SF_CTX';
export const LAST_PATH_STORAGE_KEY = 'SF_LAST_PATH';
export const PRODUCT_ID_STORAGE_KEY = 'SF_PRODUCT_ID';

/** Limits of sessions and sign-in throttling. */
export const AUTH_LIMITS = {
  idleMinutes: 120,
  absoluteHours: 12,
  /** failed attempts allowed per login id, and per address, inside the window */
  maxFailuresPerId: 5,
  maxFailuresPerAddress: 20,
  failureWindowMinutes: 15,
} as const;
