import { createHash, randomBytes } from 'node:crypto';

/** A new session token: 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only this hash of a token is stored. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
