// Facts about a long str from the host's string-facts (wasm/toolflow.wit), which reads the string
// where it lies in the heap: QuickJS has no native scan for them and its regex engine tries every
// position (~18 ns a character: 72 ms for 4 MiB, against well under 1 ms for the host). A short
// str (where the call costs more than the scan), or a guest loaded without the host, takes the regex.

/** What the host answers, or -1 for "cannot tell" (the facts' bits, as toolflow.wit names them). */
export type HostStringFacts = (s: string, ask: number) => number;

// The bits as toolflow.wit defines them (wasm/string-facts.ts spells them for the host: the
// guest is bundled apart).
const ASK_SURROGATE = 1;
const ASK_WIDTH = 2;
const ASK_DIGIT_FRACTION = 4;
const ASK_JSON_BY_VALUE = 8;
const HOLDS_SURROGATE = 1;
const WIDTH_SHIFT = 1;
const DIGIT_FRACTION = 8;
const JSON_BY_VALUE = 16;
/** Widths: every unit below U+007F, below U+0080, below U+0100. */
export const BELOW_DEL = 0;
export const BELOW_0080 = 1;
export const BELOW_0100 = 2;

// Below this many units the regex's scan (~2 us for 64) costs no more than the host call (~1 us).
const HOST_MIN = 64;

let host: HostStringFacts | null = null;

/** Installed once by guest/index.ts when the host provides it. */
export function setHostStringFacts(facts: HostStringFacts): void {
  host = facts;
}

/** The host's answer about `s`, or -1 (short, unknown, or no host). */
function asked(s: string, ask: number): number {
  if (host === null || s.length < HOST_MIN) return -1;
  const facts = host(s, ask);
  // Undefined when the heap had no room for the answer: the regex decides.
  return typeof facts === "number" ? facts : -1;
}

const SURROGATE = /[\uD800-\uDFFF]/;

/** Whether `s` holds a surrogate unit (a pair's half or a lone one). */
export function holdsSurrogate(s: string): boolean {
  const facts = asked(s, ASK_SURROGATE);
  return facts < 0 ? SURROGATE.test(s) : (facts & HOLDS_SURROGATE) !== 0;
}

/**
 * Whether every unit of `s` is below the limit `width` names (BELOW_DEL, BELOW_0080 or
 * BELOW_0100), or undefined when the host cannot tell: the caller scans.
 */
export function unitsWithin(s: string, width: number): boolean | undefined {
  const facts = asked(s, ASK_WIDTH);
  return facts < 0 ? undefined : (facts >> WIDTH_SHIFT) <= width;
}

// A number with a fraction or exponent: an ASCII digit followed by ".", "e" or "E".
const DIGIT_THEN_FRACTION = /\d[.eE]/;

/** Whether `s` holds an ASCII digit followed by ".", "e" or "E" (json.loads's float tokens). */
export function digitThenFraction(s: string): boolean {
  const facts = asked(s, ASK_DIGIT_FRACTION);
  return facts < 0 ? DIGIT_THEN_FRACTION.test(s) : (facts & DIGIT_FRACTION) !== 0;
}

/**
 * Whether the host found `s` to be JSON text it would hand over as a by-value tool answer (every
 * number typed by its value, no key an array index, shallow nesting): then json.loads reads
 * JSON.parse's objects in place with no walk of its own. False when short, unknown or no host.
 */
export function jsonByValue(s: string): boolean {
  return asked(s, ASK_JSON_BY_VALUE) === JSON_BY_VALUE;
}
