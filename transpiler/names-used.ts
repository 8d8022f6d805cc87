// The names a script mentions, read from its tokens (not parsed): how a request that leaves out
// `tools` gets the tools its script calls. Names inside f-string fields count too; a name that is
// only an attribute or a keyword argument counts as well, which can only add a tool the user
// then sees in the approval, never hide one the script calls.
import { tokenize } from "./tokenize.js";

const IDENTIFIERS = /[\p{XID_Start}_]\p{XID_Continue}*/gu;

/** Empty for a script that does not tokenize: it fails as a SyntaxError whatever its tools. */
export function namesUsed(source: string): Set<string> {
  const names = new Set<string>();
  const tokens = tokenize(source);
  if (tokens.at(-1)?.kind === "ERRORTOKEN") return names;
  for (const token of tokens) {
    if (token.kind === "NAME") names.add(token.value);
    else if (token.kind === "STRING" && token.string?.fstring) for (const [name] of token.string.body.matchAll(IDENTIFIERS)) names.add(name);
  }
  return names;
}
