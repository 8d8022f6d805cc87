// The `urllib.parse` module: quoting, urlencode, parse_qs(l), urlparse/urlsplit results (named
// tuples with hostname/port/username/password/geturl), urldefrag, urlunparse, urlunsplit and urljoin.

import {
  E,
  PyBytes,
  PyDict,
  PyList,
  PyModule,
  PyTuple,
  PyType,
  builtin,
  pyDef,
  callPy,
  defineMethods,
  hasAttr,
  callMethod,
  len,
  raise,
  repr,
  str,
  toArray,
  truthy,
  typeOf,
  utf8Decode,
  utf8Encode,
} from "../../values/index.js";
import { namedtuple } from "../collections/namedtuple.js";
import { quoteBytes, unquote } from "./quote.js";
import { UrlError, netlocParts, portNumber, splitQuery, urljoin, urlparse, urlsplit, urlunparse, urlunsplit, type Parsed, type Split } from "./split.js";

function guard<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof UrlError) raise(E.ValueError, e.message);
    throw e;
  }
}

function textArg(x: unknown, fn: string): string {
  if (typeof x === "string") return x;
  if (x instanceof PyBytes) return utf8Decode(x.b, "replace");
  return raise(E.TypeError, `${fn}() argument must be str or bytes, not ${typeOf(x).name}`);
}

/** _coerce_args of one URL: a str, or bytes decoded; anything else fails at its `.decode()`. */
function urlArg(x: unknown): string {
  if (typeof x === "string" || x instanceof PyBytes) return textArg(x, "");
  return raise(E.AttributeError, `'${typeOf(x).name}' object has no attribute 'decode'`);
}

function safeText(safe: unknown): string {
  if (typeof safe === "string") return safe;
  if (safe instanceof PyBytes) return String.fromCharCode(...safe.b);
  return raise(E.TypeError, `quote() argument 'safe' must be str or bytes, not ${typeOf(safe).name}`);
}

function quote(s: unknown, safe: unknown): string {
  if (typeof s === "string") return s === "" ? s : quoteBytes(utf8Encode(s), safeText(safe));
  if (s instanceof PyBytes) return quoteBytes(s.b, safeText(safe));
  return raise(E.TypeError, "quote_from_bytes() expected bytes");
}

function quotePlus(s: unknown, safe: unknown): string {
  const hasSpace = typeof s === "string" ? s.includes(" ") : s instanceof PyBytes ? s.b.includes(0x20) : false;
  if (!hasSpace) return quote(s, safe);
  return quote(s, safeText(safe) + " ").replace(/ /g, "+");
}

function unquoteArg(s: unknown): string {
  if (s instanceof PyBytes) return utf8Decode(s.b, "replace");
  if (typeof s !== "string") raise(E.TypeError, `a bytes-like object is required, not '${typeOf(s).name}'`);
  return s as string;
}

const defaultQuoteVia = pyDef("quote_plus", "string, safe='', encoding=None, errors=None", (s: unknown, safe: unknown) => quotePlus(s, safe));

function urlencode(query: unknown, doseq: unknown, safe: unknown, quoteVia: unknown): string {
  let pairs: unknown[];
  if (query instanceof PyDict) pairs = [...query.entries()].map((kv) => new PyTuple(kv));
  else if (query !== null && typeof query === "object" && hasAttr(query, "items")) pairs = toArray(callMethod(query, "items", []));
  else {
    const bad = () => raise(E.TypeError, "not a valid non-string sequence or mapping object");
    if (typeof query === "string" || query === null || typeof query !== "object") bad();
    pairs = toArray(query);
    if (pairs.length && !(pairs[0] instanceof PyTuple)) bad();
  }
  const via = (x: unknown) => {
    const v = x instanceof PyBytes ? x : str(x);
    return callPy(quoteVia, [v, safe]) as string;
  };
  const out: string[] = [];
  for (const pair of pairs) {
    const kv = toArray(pair);
    if (kv.length !== 2) raise(E.ValueError, `${kv.length > 2 ? "too many" : "not enough"} values to unpack (expected 2${kv.length > 2 ? "" : `, got ${kv.length}`})`);
    const [k, v] = kv;
    const key = via(k);
    if (!truthy(doseq) || typeof v === "string" || v instanceof PyBytes) {
      out.push(`${key}=${via(v)}`);
      continue;
    }
    let items: unknown[] | null = null;
    try {
      len(v);
      items = toArray(v);
    } catch (e) {
      if ((e as { type?: PyType }).type !== E.TypeError) throw e;
    }
    if (items === null) out.push(`${key}=${via(v)}`);
    else for (const elt of items) out.push(`${key}=${via(elt)}`);
  }
  return out.join("&");
}

function parseQsl(qs: unknown, keepBlank: unknown, strict: unknown, separator: unknown): [string, string][] {
  if (typeof separator !== "string" || !separator) raise(E.ValueError, "Separator must be of type string or bytes.");
  const text = qs === null ? "" : textArg(qs, "parse_qsl");
  return guard(() => splitQuery(text, truthy(keepBlank), truthy(strict), separator as string, repr)).map(([k, v]) => [unquote(k), unquote(v)]);
}

function components(x: unknown, n: number): string[] {
  const items = toArray(x);
  if (items.length !== n) raise(E.ValueError, `${items.length > n ? "too many" : "not enough"} values to unpack (expected ${n}${items.length > n ? "" : `, got ${items.length}`})`);
  return items.map((c) => (c === null ? "" : textArg(c, "urlunparse")));
}

export function urllibParseModule(): PyModule {
  const SplitResult = namedtuple("SplitResult", "scheme netloc path query fragment", false, null, "urllib.parse");
  const ParseResult = namedtuple("ParseResult", "scheme netloc path params query fragment", false, null, "urllib.parse");
  for (const [type, unparse] of [
    [SplitResult, (t: PyTuple) => urlunsplit(t.items as Split)],
    [ParseResult, (t: PyTuple) => urlunparse(t.items as Parsed)],
  ] as const) {
    type.properties.set("hostname", (t: PyTuple) => netlocParts(t.items[1] as string).hostname);
    type.properties.set("port", (t: PyTuple) => guard(() => portNumber(netlocParts(t.items[1] as string).port, repr)));
    type.properties.set("username", (t: PyTuple) => netlocParts(t.items[1] as string).username);
    type.properties.set("password", (t: PyTuple) => netlocParts(t.items[1] as string).password);
    defineMethods(type, { geturl: builtin("geturl", "self, /", unparse) });
  }
  const DefragResult = namedtuple("DefragResult", "url fragment", false, null, "urllib.parse");
  defineMethods(DefragResult, {
    geturl: builtin("geturl", "self, /", (t: PyTuple) => (t.items[1] ? `${t.items[0]}#${t.items[1]}` : t.items[0])),
  });
  return new PyModule("urllib.parse", {
    quote: pyDef("quote", "string, safe='/', encoding=None, errors=None", (s: unknown, safe: unknown) => quote(s, safe)),
    quote_plus: pyDef("quote_plus", "string, safe='', encoding=None, errors=None", (s: unknown, safe: unknown) => quotePlus(s, safe)),
    quote_from_bytes: pyDef("quote_from_bytes", "bs, safe='/'", (s: unknown, safe: unknown) => {
      if (!(s instanceof PyBytes)) raise(E.TypeError, "quote_from_bytes() expected bytes");
      return quote(s, safe);
    }),
    unquote: pyDef("unquote", "string, encoding='utf-8', errors='replace'", (s: unknown) => unquote(unquoteArg(s))),
    unquote_plus: pyDef("unquote_plus", "string, encoding='utf-8', errors='replace'", (s: unknown) => unquote(unquoteArg(s).replace(/\+/g, " "))),
    urlencode: pyDef("urlencode",
      "query, doseq=False, safe='', encoding=None, errors=None, quote_via=<unset>",
      (q: unknown, doseq: unknown, safe: unknown, _enc: unknown, _err: unknown, via: unknown) => urlencode(q, doseq, safe, via ?? defaultQuoteVia),
    ),
    parse_qsl: pyDef("parse_qsl",
      "qs, keep_blank_values=False, strict_parsing=False, encoding='utf-8', errors='replace', max_num_fields=None, separator='&'",
      (qs: unknown, kb: unknown, sp: unknown, _e: unknown, _r: unknown, _m: unknown, sep: unknown) =>
        new PyList(parseQsl(qs, kb, sp, sep).map((kv) => new PyTuple(kv))),
    ),
    parse_qs: pyDef("parse_qs",
      "qs, keep_blank_values=False, strict_parsing=False, encoding='utf-8', errors='replace', max_num_fields=None, separator='&'",
      (qs: unknown, kb: unknown, sp: unknown, _e: unknown, _r: unknown, _m: unknown, sep: unknown) => {
        const d = new PyDict();
        for (const [k, v] of parseQsl(qs, kb, sp, sep)) {
          const list = d.get(k) as PyList | undefined;
          if (list) list.items.push(v);
          else d.set(k, new PyList([v]));
        }
        return d;
      },
    ),
    urlsplit: pyDef("urlsplit", "url, scheme='', allow_fragments=True", (url: unknown, scheme: unknown, af: unknown) =>
      callPy(SplitResult, guard(() => urlsplit(urlArg(url), textArg(scheme, "urlsplit"), truthy(af)))),
    ),
    urlparse: pyDef("urlparse", "url, scheme='', allow_fragments=True", (url: unknown, scheme: unknown, af: unknown) =>
      callPy(ParseResult, guard(() => urlparse(urlArg(url), textArg(scheme, "urlparse"), truthy(af)))),
    ),
    urldefrag: pyDef("urldefrag", "url", (u: unknown) => {
      const url = urlArg(u);
      if (!url.includes("#")) return callPy(DefragResult, [url, ""]);
      const p = guard(() => urlparse(url, "", true));
      return callPy(DefragResult, [urlunparse([...p.slice(0, 5), ""] as Parsed), p[5]]);
    }),
    urlunsplit: pyDef("urlunsplit", "components", (c: unknown) => urlunsplit(components(c, 5) as Split)),
    urlunparse: pyDef("urlunparse", "components", (c: unknown) => urlunparse(components(c, 6) as Parsed)),
    urljoin: pyDef("urljoin", "base, url, allow_fragments=True", (base: unknown, url: unknown, af: unknown) =>
      guard(() => urljoin(textArg(base, "urljoin"), textArg(url, "urljoin"), truthy(af))),
    ),
    SplitResult,
    ParseResult,
  });
}
