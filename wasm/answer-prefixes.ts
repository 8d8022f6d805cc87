// How a tool's answer begins as it crosses to the guest (toolflow.wit's `answer`, docs/design.md
// "The host<->guest boundary"): the host writes them (host/tool-answer.ts), the binding reads
// them (wasm/host-binding.ts), and the guest's runtime, bundled apart, spells them the same.

/** A text tool's output, verbatim after this prefix: the script sees {"text": ...}. */
export const TEXT_ANSWER_PREFIX = "text:";
/** A JSON answer whose numbers are Python ints when integral and floats otherwise, and whose
 *  objects have no array-index key (JSON.parse's objects keep the text's key order). */
export const BY_VALUE_ANSWER_PREFIX = '{"numbers":"by-value","ok":';
/** A JSON array or object answer as by-value, but with the tokens by-value cannot type written as
 *  markers: a float token with an integral value as the str "\0f" + token, an int token past
 *  2**53 as "\0i" + token, and "\0s" before every str value that starts with "\0". */
export const MARKED_ANSWER_PREFIX = '{"numbers":"marked","ok":';
/** Nesting a by-value answer has at most: deeper ones take the guest's exact decoder, which
 *  raises CPython's RecursionError past 995 levels (a tool answer may nest 1000 deep). */
export const BY_VALUE_MAX_DEPTH = 100;
