// The `shlex` module: split, join, quote and the shlex lexer class, CPython 3.11's shlex.py
// ported as is. The lexer's options are its instance's attributes (wordchars, whitespace,
// whitespace_split, commenters, quotes, ...), read at each token as shlex.py reads them; its
// input is a str or any object with read() and readline(). Files (`source`, sourcehook,
// push_source) and `debug` printing are not provided.
import {
  E, PyInstance, PyList, PyModule, T, UserType, callCannotWait, callPy, contains, getAttr, pyDef, raise, str, toArray, truthy, typeOf,
} from "../values/index.js";
import { compile } from "./re/pattern.js";
import { matchAt } from "./re/operations.js";
import { FLAG } from "./re/syntax.js";

interface Reader {
  /** One character, or "" at the end. */
  read(): string;
  readline(): void;
}

function strReader(text: string): Reader {
  const chars = Array.from(text);
  let i = 0;
  return {
    read: () => (i < chars.length ? chars[i++] : ""),
    readline: () => {
      while (i < chars.length && chars[i++] !== "\n");
    },
  };
}

function streamReader(stream: unknown): Reader {
  // The lexer reads a character at a time and cannot wait for a tool between two.
  const call = (name: string, args: unknown[]) =>
    callCannotWait(getAttr(stream, name), args, () => `${typeOf(stream).name}.${name}() calls a tool, and shlex cannot wait for it; read the text first`);
  return {
    read: () => {
      const c = call("read", [1]);
      if (typeof c === "string") return c;
      // shlex.py ends at a false value and tests a true one with `in` a str.
      return truthy(c) ? raise(E.TypeError, `'in <string>' requires string as left operand, not ${typeOf(c).name}`) : "";
    },
    readline: () => void call("readline", []),
  };
}

/** What shlex.py keeps in its deques and its instream, per lexer. */
interface Lexer {
  reader: Reader;
  pushback: unknown[];
  pushbackChars: string[];
}
const lexers = new WeakMap<PyInstance, Lexer>();

function lexerOf(self: unknown): Lexer {
  const lexer = self instanceof PyInstance ? lexers.get(self) : undefined;
  return lexer ?? raise(E.TypeError, "shlex methods need a shlex instance");
}

const WORDCHARS = "abcdfeghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_";
const POSIX_WORDCHARS = "ßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ";

function init(self: PyInstance, instream: unknown, infile: unknown, posix: unknown, punctuation: unknown): null {
  const a = self.attrs;
  let reader: Reader;
  if (typeof instream === "string") reader = strReader(instream);
  else if (instream !== null) reader = streamReader(instream);
  else reader = strReader(""); // sys.stdin: a flow's is empty
  a.infile = instream !== null ? infile : null;
  a.posix = posix;
  a.eof = truthy(posix) ? null : "";
  a.commenters = "#";
  a.wordchars = WORDCHARS + (truthy(posix) ? POSIX_WORDCHARS : "");
  a.whitespace = " \t\r\n";
  a.whitespace_split = false;
  a.quotes = "'\"";
  a.escape = "\\";
  a.escapedquotes = '"';
  a.state = " ";
  a.lineno = 1;
  a.debug = 0;
  a.token = "";
  a.source = null;
  if (!truthy(punctuation)) punctuation = "";
  else if (punctuation === true) punctuation = "();<>|&";
  a._punctuation_chars = punctuation;
  if (truthy(punctuation)) {
    // Allowed in file names, args, wildcards; the punctuation itself is not a word char.
    a.wordchars = Array.from((a.wordchars as string) + "~-./*?=").filter((c) => !contains(punctuation, c)).join("");
  }
  lexers.set(self, { reader, pushback: [], pushbackChars: [] });
  return null;
}

function getToken(self: PyInstance): unknown {
  const lexer = lexerOf(self);
  if (lexer.pushback.length) return lexer.pushback.shift();
  return readToken(self);
}

/** shlex.read_token, state for state; `in` tests are Python's, so an option may be any container. */
function readToken(self: PyInstance): unknown {
  const lexer = lexerOf(self);
  const attr = (name: string) => getAttr(self, name);
  const posix = truthy(attr("posix"));
  const [whitespace, commenters, wordchars, quotes, escape, escapedquotes] =
    ["whitespace", "commenters", "wordchars", "quotes", "escape", "escapedquotes"].map(attr);
  const split = truthy(attr("whitespace_split"));
  const punct = attr("_punctuation_chars");
  const hasPunct = truthy(punct);
  const a = self.attrs;
  let state = attr("state") as string | null;
  let token = attr("token") as string;
  let quoted = false;
  let escapedstate = " ";
  const isIn = (c: unknown, chars: unknown) => contains(chars, c);
  const emit = () => token !== "" || (posix && quoted);
  try {
    for (;;) {
      const nextchar = hasPunct && lexer.pushbackChars.length ? lexer.pushbackChars.pop()! : lexer.reader.read();
      if (nextchar === "\n") a.lineno = (attr("lineno") as number) + 1;
      if (state === null) {
        token = ""; // past end of file
        break;
      } else if (state === " ") {
        if (!nextchar) {
          state = null;
          break;
        } else if (isIn(nextchar, whitespace)) {
          if (emit()) break;
        } else if (isIn(nextchar, commenters)) {
          lexer.reader.readline();
          a.lineno = (attr("lineno") as number) + 1;
        } else if (posix && isIn(nextchar, escape)) {
          escapedstate = "a";
          state = nextchar;
        } else if (isIn(nextchar, wordchars)) {
          token = nextchar;
          state = "a";
        } else if (isIn(nextchar, punct)) {
          token = nextchar;
          state = "c";
        } else if (isIn(nextchar, quotes)) {
          if (!posix) token = nextchar;
          state = nextchar;
        } else if (split) {
          token = nextchar;
          state = "a";
        } else {
          token = nextchar;
          if (emit()) break;
        }
      } else if (isIn(state, quotes)) {
        quoted = true;
        if (!nextchar) raise(E.ValueError, "No closing quotation");
        if (nextchar === state) {
          if (!posix) {
            token += nextchar;
            state = " ";
            break;
          }
          state = "a";
        } else if (posix && isIn(nextchar, escape) && isIn(state, escapedquotes)) {
          escapedstate = state;
          state = nextchar;
        } else {
          token += nextchar;
        }
      } else if (isIn(state, escape)) {
        if (!nextchar) raise(E.ValueError, "No escaped character");
        // In posix shells, only the quote itself or the escape character may be escaped within quotes.
        if (isIn(escapedstate, quotes) && nextchar !== state && nextchar !== escapedstate) token += state;
        token += nextchar;
        state = escapedstate;
      } else if (state === "a" || state === "c") {
        if (!nextchar) {
          state = null;
          break;
        } else if (isIn(nextchar, whitespace)) {
          state = " ";
          if (emit()) break;
        } else if (isIn(nextchar, commenters)) {
          lexer.reader.readline();
          a.lineno = (attr("lineno") as number) + 1;
          if (posix) {
            state = " ";
            if (emit()) break;
          }
        } else if (state === "c") {
          if (isIn(nextchar, punct)) token += nextchar;
          else {
            if (!isIn(nextchar, whitespace)) lexer.pushbackChars.push(nextchar);
            state = " ";
            break;
          }
        } else if (posix && isIn(nextchar, quotes)) {
          state = nextchar;
        } else if (posix && isIn(nextchar, escape)) {
          escapedstate = "a";
          state = nextchar;
        } else if (isIn(nextchar, wordchars) || isIn(nextchar, quotes) || (split && !isIn(nextchar, punct))) {
          token += nextchar;
        } else {
          if (hasPunct) lexer.pushbackChars.push(nextchar);
          else lexer.pushback.unshift(nextchar);
          state = " ";
          if (emit()) break;
        }
      }
    }
  } finally {
    a.state = state;
    a.token = token;
  }
  a.token = "";
  return posix && !quoted && token === "" ? null : token;
}

function shlexType(): UserType {
  const t = new UserType("shlex", "shlex", [T.object], [], "shlex");
  const method = (name: string, params: string, fn: (self: PyInstance, ...args: any[]) => unknown) => t.methods.set(name, pyDef(name, params, fn));
  method("__init__", "self, instream=None, infile=None, posix=False, punctuation_chars=False", init);
  method("get_token", "self", getToken);
  method("read_token", "self", readToken);
  method("push_token", "self, tok", (self, tok) => (lexerOf(self).pushback.unshift(tok), null));
  method("error_leader", "self, infile=None, lineno=None", (self, infile, lineno) => {
    const file = infile === null ? getAttr(self, "infile") : infile;
    return `"${str(file)}", line ${str(lineno === null ? getAttr(self, "lineno") : lineno)}: `;
  });
  method("__iter__", "self", (self) => self);
  method("__next__", "self", (self) => {
    const token = getToken(self);
    if (token === getAttr(self, "eof")) raise(E.StopIteration);
    return token;
  });
  t.properties.set("punctuation_chars", (self: PyInstance) => getAttr(self, "_punctuation_chars"));
  return t;
}

export function shlexModule(): PyModule {
  const ShlexType = shlexType();
  const unsafe = compile("[^\\w@%+=:,./-]", FLAG.A);
  const quote = (s: unknown): unknown => {
    if (!truthy(s)) return "''";
    if (matchAt(unsafe, "search", s) === null) return s;
    return "'" + (s as string).replaceAll("'", "'\"'\"'") + "'";
  };
  return new PyModule("shlex", {
    shlex: ShlexType,
    split: pyDef("split", "s, comments=False, posix=True", (s: unknown, comments: unknown, posix: unknown) => {
      const lex = callPy(ShlexType, [s], { posix }) as PyInstance;
      lex.attrs.whitespace_split = true;
      if (!truthy(comments)) lex.attrs.commenters = "";
      const tokens: unknown[] = [];
      const eof = lex.attrs.eof;
      for (let tok = getToken(lex); tok !== eof; tok = getToken(lex)) tokens.push(tok);
      return new PyList(tokens);
    }),
    join: pyDef("join", "split_command", (cmd: unknown) => {
      const parts: string[] = [];
      for (const arg of toArray(cmd)) parts.push(quote(arg) as string);
      return parts.join(" ");
    }),
    quote: pyDef("quote", "s", quote),
  });
}
