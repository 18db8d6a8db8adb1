/**
 * Password change (spec 02 §2.9, §5, §7, §8). The browser encrypts `{sellerId, currentPassword,
 * newPassword}` as JSON with RSA-OAEP (SHA-256) under the server's public key and sends the base64 of
 * the ciphertext as `Authorization: Basic <base64>`.
 */
import { PASSWORD_MIN, PASSWORD_MAX } from '../limits.ts';
import { textLength } from '../text-length.ts';

export { PASSWORD_MIN, PASSWORD_MAX };
export interface PasswordChangePayload {
  sellerId: string;
  currentPassword: string;
  newPassword: string;
}

/** RSA key of the password-change call: 4096 bits, so the JSON payload (up to ~440 bytes) fits one block. */
export const PASSWORD_RSA = { name: 'RSA-OAEP', hash: 'SHA-256', modulusLength: 4096 } as const;

/** Whether a new password is strong enough: 8–64 characters with at least one letter and one digit. */
export function isStrongPassword(password: string): boolean {
  const length = textLength(password);
  return (
    length >= PASSWORD_MIN &&
    length <= PASSWORD_MAX &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password) &&
    !/\s/.test(password)
  );
}

export type PasswordCheck =
  'password.currentRequired' | 'password.confirmNew' | 'password.weak' | 'password.sameAsCurrent' | null;

/** The checks of the password-change form, in order; the server repeats all but the confirmation. */
export function checkPasswordChange(input: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}): PasswordCheck {
  if (input.currentPassword === '') return 'password.currentRequired';
  if (input.newPassword === '' || input.confirmPassword === '' || input.newPassword !== input.confirmPassword)
    return 'password.confirmNew';
  if (!isStrongPassword(input.newPassword)) return 'password.weak';
  if (input.newPassword === input.currentPassword) return 'password.sameAsCurrent';
  return null;
}

/** The parts of WebCrypto the cipher needs; the browser's and Node's `crypto.subtle` both fit. */
interface RsaSubtle {
  importKey(
    format: 'spki',
    keyData: Uint8Array,
    algorithm: { name: 'RSA-OAEP'; hash: 'SHA-256' },
    extractable: false,
    usages: ['encrypt'],
  ): Promise<unknown>;
  encrypt(algorithm: { name: 'RSA-OAEP' }, key: never, data: Uint8Array): Promise<ArrayBuffer>;
}

interface WebGlobals {
  crypto: { subtle: RsaSubtle };
  btoa(data: string): string;
  atob(data: string): string;
  TextEncoder: new () => { encode(text: string): Uint8Array };
}

const web = () => globalThis as unknown as WebGlobals;

const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return web().btoa(binary);
};

/** The base64 ciphertext of the payload under the server's public key (SPKI DER, base64). */
export async function encryptPasswordPayload(payload: PasswordChangePayload, publicKeySpki: string): Promise<string> {
  const der = Uint8Array.from(web().atob(publicKeySpki), (c) => c.charCodeAt(0));
  const subtle = web().crypto.subtle;
  const key = await subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const json = JSON.stringify({
    sellerId: payload.sellerId,
    currentPassword: payload.currentPassword,
    newPassword: payload.newPassword,
  });
  const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key as never, new (web().TextEncoder)().encode(json));
  return toBase64(new Uint8Array(cipher));
}
