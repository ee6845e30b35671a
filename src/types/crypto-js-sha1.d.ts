/** crypto-js ships no types; its sha1 module exports the hasher, whose result has toString(). */
declare module 'crypto-js/sha1' {
  export default function SHA1(message: string): { toString(): string };
}
