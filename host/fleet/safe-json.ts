// JSON from Redis that another process wrote: anything that does not parse reads as undefined,
// which the caller's zod schema then refuses.
export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
