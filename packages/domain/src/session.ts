/** Session storage entries of the web app and the session limits of the server. */
export const SESSION_STORAGE_KEY = 'SF_CTX';
export const LAST_PATH_STORAGE_KEY = 'SF_LAST_PATH';
/** The product being edited (spec 01: "The product id is also kept in session storage"): `{ id, code }`. */
export const PRODUCT_STORAGE_KEY = 'SF_PRODUCT';

/** Limits of sessions and sign-in throttling. */
export const AUTH_LIMITS = {
  absoluteHours: 12,
  /** attempts allowed inside the window per login id and address (and per seller for a password change) */
  maxFailuresPerId: 5,
  /** attempts allowed per address inside the window, whatever the login ids */
  maxFailuresPerAddress: 20,
  /**
   * attempts of one login id from every address before each further one waits: 2 s, 4 s, … up to
   * `maxIdDelaySeconds` after the last (a delay, never a lock; addresses the id signed in from skip it)
   */
  idAttemptsBeforeDelay: 10,
  maxIdDelaySeconds: 60,
  /**
   * attempts of one login id from every address and server together: this many at once, then one
   * each 60 / this seconds (a cap on the account, against guesses spread over networks); the
   * addresses it signed in from lately are not counted and never held back
   */
  maxAttemptsPerIdPerMinute: 30,
  /** sign-ins of one login id checked at once per server (addresses it signed in from lately excepted) */
  maxConcurrentPerId: 2,
  failureWindowMinutes: 15,
  /** how long an address the id signed in from stays known */
  knownAddressDays: 90,
} as const;

/**
 * Idle seller sessions (issue 34 §5). A session ends `idleMinutes` after its last activity, a
 * market's setting (default 30); the web warns `warningSeconds` before. A call the web makes on its
 * own (the seller has not touched the screen) says so in `BACKGROUND_HEADER` and does not count as
 * activity. A session that was idle `stepUpMinutes` or more asks for the password again before
 * personal data is given out in full.
 */
export const SESSION_IDLE = {
  defaultMinutes: 30,
  minMinutes: 5,
  maxMinutes: 60,
  warningSeconds: 60,
  stepUpMinutes: 10,
} as const;
/** Request header of a call made without the seller's doing (refresh, live reconnect): `1`. */
export const BACKGROUND_HEADER = 'x-background';
/** Response header of every signed-in call: whole seconds until the session ends if idle from now on. */
export const IDLE_LEFT_HEADER = 'x-session-idle-seconds';
/**
 * The 401 code of a call whose session was ended by 모든 기기에서 로그아웃 (issue 38 §12): the web
 * tells the seller the account was signed out on every device, not that sign-in had a problem.
 */
export const SIGNED_OUT_EVERYWHERE = 'SIGNED_OUT_EVERYWHERE';
