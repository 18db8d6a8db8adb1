// The part of fs-native-extensions (it ships no types) the data-folder lock uses.
declare module 'fs-native-extensions' {
  /** Takes an exclusive (or shared) kernel lock on the open file without waiting: false when another holds it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
