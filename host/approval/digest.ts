// The approval digest: sha256 over the canonical JSON of {code, sorted unique tools}, so
// an approval names exactly one script and one tool set. WebCrypto, so browsers compute it too.

/** Canonical form: keys in order, no whitespace, tools sorted by code unit and deduplicated. */
export function canonicalApprovalJson(code: string, tools: readonly string[]): string {
  const sorted = [...new Set(tools)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify({ code, tools: sorted });
}

/** Lowercase hex sha256 of the canonical JSON's UTF-8 bytes. */
export async function approvalDigest(code: string, tools: readonly string[]): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalApprovalJson(code, tools));
  const hash = new Uint8Array(await globalThis.crypto.subtle.digest("SHA-256", bytes));
  return Array.from(hash, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
