// What a piece of emitted JS is, told from its text: a name, an int or str literal. The emitters
// read a simple operand twice rather than through a temporary.

export const SIMPLE = /^(?:[A-Za-z_$][\w$]*|-?\d+)$/;
export const STRING_LITERAL = /^"(?:[^"\\]|\\.)*"$/;
export const INT_LITERAL = /^-?\d+$/;
/** Longer code is treated as a compound expression (through a temp: still correct). */
export const MAX_PROBED = 200;

/**
 * Whether emitted `code` matches `re`, looking only at short code: a regex (or a Set lookup)
 * flattens V8's concatenated string, so probing each level of a long operator chain would copy
 * the whole chain's code at every level (quadratic emission).
 */
export const probe = (re: RegExp, code: string) => code.length <= MAX_PROBED && re.test(code);

/** A JS name or literal (int or str): reading it twice is reading it once. */
export const isSimpleCode = (code: string) => probe(SIMPLE, code) || probe(STRING_LITERAL, code);

/** A str literal's code (constant() emits a str as its JSON text). */
export const isStringLiteralCode = (code: string) => probe(STRING_LITERAL, code);
