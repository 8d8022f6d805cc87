// Whether two lists of strings are equal item by item: how the host's one-entry caches of a flow's
// set-up (its aliases, its redactor) compare the last flow's inputs with this one's, without a key.

export function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
