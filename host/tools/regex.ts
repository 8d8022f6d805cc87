// Compiles a grep pattern as a JS RegExp, first translating the Python `re` spellings a
// model is likely to write: (?P<n>...), (?P=n), \A, \Z and leading inline flags (?i)/(?s)/(?m).
import { ToolError } from "../registry.js";

export function compilePattern(pattern: string, ignoreCase: boolean): RegExp {
  const { source, flags } = translate(pattern);
  const allFlags = new Set(flags);
  if (ignoreCase) allFlags.add("i");
  const base = [...allFlags].join("");
  // Unicode mode rejects identity escapes such as `\-` that Python and legacy JS accept,
  // so the legacy parse is the second chance; its error is the one reported.
  const unicode = tryRegExp(source, `${base}u`);
  if (unicode instanceof RegExp) return unicode;
  const legacy = tryRegExp(source, base);
  if (legacy instanceof RegExp) return legacy;
  throw new ToolError(`invalid regex ${JSON.stringify(pattern)}: ${legacy.message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /, "")}`);
}

function tryRegExp(source: string, flags: string): RegExp | Error {
  try {
    return new RegExp(source, flags);
  } catch (err) {
    return err as Error;
  }
}

function translate(pattern: string): { source: string; flags: string } {
  let rest = pattern;
  let flags = "";
  const inline = /^\(\?([a-zA-Z]+)\)/.exec(rest);
  if (inline) {
    for (const flag of inline[1]!) {
      if (flag === "i" || flag === "s" || flag === "m") flags += flag;
      else if (flag !== "u" && flag !== "a" && flag !== "L") {
        throw new ToolError(`inline flag (?${flag}) is not supported in grep patterns`);
      }
    }
    rest = rest.slice(inline[0].length);
  }
  let out = "";
  for (let i = 0; i < rest.length; i++) {
    const ch = rest[i]!;
    if (ch === "\\" && i + 1 < rest.length) {
      const next = rest[i + 1]!;
      out += next === "A" ? "^" : next === "Z" ? "$" : ch + next;
      i++;
    } else if (rest.startsWith("(?P<", i)) {
      out += "(?<";
      i += 3;
    } else if (rest.startsWith("(?P=", i)) {
      const close = rest.indexOf(")", i);
      if (close < 0) throw new ToolError(`invalid regex ${JSON.stringify(pattern)}: unterminated (?P=`);
      out += `\\k<${rest.slice(i + 4, close)}>`;
      i = close;
    } else {
      out += ch;
    }
  }
  return { source: out, flags };
}
