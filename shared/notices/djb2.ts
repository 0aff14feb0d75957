/**
 * The 32-bit unsigned djb2 hash (hash × 33 + code unit, from 5381) that names a
 * dismissed notice message in localStorage.obvestiloHashes.
 */
export function djb2(text: string): number {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 33) + text.charCodeAt(i)) >>> 0;
  return hash;
}
