/** The `code` of the 409 a stale save gets (other 409s are other conflicts, such as a template in use). */
export const STALE_VERSION_CODE = 'STALE_VERSION';
