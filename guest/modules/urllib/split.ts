// urllib.parse's string algorithms on JS strings, transcribed from CPython 3.11's
// Lib/urllib/parse.py: urlsplit/urlparse/urlunsplit/urljoin, netloc parts, and parse_qsl.

export const USES_RELATIVE = ["", "ftp", "http", "gopher", "nntp", "imap", "wais", "file", "https", "shttp", "mms",
  "prospero", "rtsp", "rtspu", "sftp", "svn", "svn+ssh", "ws", "wss"];
export const USES_NETLOC = ["", "ftp", "http", "gopher", "nntp", "telnet", "imap", "wais", "file", "mms", "https",
  "shttp", "snews", "prospero", "rtsp", "rtspu", "rsync", "svn", "svn+ssh", "sftp", "nfs", "git", "git+ssh", "ws", "wss"];
export const USES_PARAMS = ["", "ftp", "hdl", "prospero", "http", "imap", "https", "shttp", "rtsp", "rtspu", "sip",
  "sips", "mms", "sftp", "tel"];

const SCHEME_CHARS = /^[A-Za-z0-9+\-.]*$/;

/** A ValueError with CPython's message. */
export class UrlError extends Error {}

export type Split = [scheme: string, netloc: string, path: string, query: string, fragment: string];
export type Parsed = [scheme: string, netloc: string, path: string, params: string, query: string, fragment: string];

function splitOnce(s: string, sep: string): [string, string] {
  const i = s.indexOf(sep);
  return [s.slice(0, i), s.slice(i + 1)];
}

export function urlsplit(input: string, defaultScheme: string, allowFragments: boolean): Split {
  let url = input.replace(/^[\x00-\x20]+/, "").replace(/[\t\r\n]/g, "");
  let scheme = defaultScheme.replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, "").replace(/[\t\r\n]/g, "");
  let netloc = "";
  let query = "";
  let fragment = "";
  const i = url.indexOf(":");
  if (i > 0 && /^[A-Za-z]/.test(url) && SCHEME_CHARS.test(url.slice(0, i))) {
    scheme = url.slice(0, i).toLowerCase();
    url = url.slice(i + 1);
  }
  if (url.startsWith("//")) {
    [netloc, url] = splitNetloc(url, 2);
    if ((netloc.includes("[") && !netloc.includes("]")) || (netloc.includes("]") && !netloc.includes("["))) {
      throw new UrlError("Invalid IPv6 URL");
    }
  }
  if (allowFragments && url.includes("#")) [url, fragment] = splitOnce(url, "#");
  if (url.includes("?")) [url, query] = splitOnce(url, "?");
  return [scheme, netloc, url, query, fragment];
}

function splitNetloc(url: string, start: number): [string, string] {
  let delim = url.length;
  for (const c of "/?#") {
    const w = url.indexOf(c, start);
    if (w >= 0) delim = Math.min(delim, w);
  }
  return [url.slice(start, delim), url.slice(delim)];
}

export function urlparse(url: string, scheme: string, allowFragments: boolean): Parsed {
  const [s, netloc, path0, query, fragment] = urlsplit(url, scheme, allowFragments);
  let path = path0;
  let params = "";
  if (USES_PARAMS.includes(s) && path.includes(";")) [path, params] = splitParams(path);
  return [s, netloc, path, params, query, fragment];
}

function splitParams(url: string): [string, string] {
  let i: number;
  if (url.includes("/")) {
    i = url.indexOf(";", url.lastIndexOf("/"));
    if (i < 0) return [url, ""];
  } else i = url.indexOf(";");
  return [url.slice(0, i), url.slice(i + 1)];
}

export function urlunsplit([scheme, netloc, path, query, fragment]: Split): string {
  let url = path;
  if (netloc || (scheme && USES_NETLOC.includes(scheme) && !url.startsWith("//"))) {
    if (url && !url.startsWith("/")) url = "/" + url;
    url = "//" + netloc + url;
  }
  if (scheme) url = scheme + ":" + url;
  if (query) url = url + "?" + query;
  if (fragment) url = url + "#" + fragment;
  return url;
}

export function urlunparse([scheme, netloc, path, params, query, fragment]: Parsed): string {
  return urlunsplit([scheme, netloc, params ? `${path};${params}` : path, query, fragment]);
}

export function urljoin(base: string, url: string, allowFragments: boolean): string {
  if (!base) return url;
  if (!url) return base;
  const [bscheme, bnetloc, bpath, bparams, bquery] = urlparse(base, "", allowFragments);
  let [scheme, netloc, path, params, query, fragment] = urlparse(url, bscheme, allowFragments);
  if (scheme !== bscheme || !USES_RELATIVE.includes(scheme)) return url;
  if (USES_NETLOC.includes(scheme)) {
    if (netloc) return urlunparse([scheme, netloc, path, params, query, fragment]);
    netloc = bnetloc;
  }
  if (!path && !params) {
    path = bpath;
    params = bparams;
    if (!query) query = bquery;
    return urlunparse([scheme, netloc, path, params, query, fragment]);
  }
  const baseParts = bpath.split("/");
  if (baseParts[baseParts.length - 1] !== "") baseParts.pop();
  let segments: string[];
  if (path.startsWith("/")) segments = path.split("/");
  else {
    segments = baseParts.concat(path.split("/"));
    if (segments.length > 2) {
      segments = [segments[0], ...segments.slice(1, -1).filter((s) => s), segments[segments.length - 1]];
    }
  }
  const resolved: string[] = [];
  for (const seg of segments) {
    if (seg === "..") resolved.pop();
    else if (seg !== ".") resolved.push(seg);
  }
  const last = segments[segments.length - 1];
  if (last === "." || last === "..") resolved.push("");
  return urlunparse([scheme, netloc, resolved.join("/") || "/", params, query, fragment]);
}

/** The username/password/hostname/port properties of split and parse results. */
export function netlocParts(netloc: string): { username: string | null; password: string | null; hostname: string | null; port: string | null } {
  const at = netloc.lastIndexOf("@");
  let username: string | null = null;
  let password: string | null = null;
  if (at >= 0) {
    const userinfo = netloc.slice(0, at);
    const colon = userinfo.indexOf(":");
    username = colon >= 0 ? userinfo.slice(0, colon) : userinfo;
    password = colon >= 0 ? userinfo.slice(colon + 1) : null;
  }
  const hostinfo = at >= 0 ? netloc.slice(at + 1) : netloc;
  let hostname: string;
  let port: string;
  const br = hostinfo.indexOf("[");
  if (br >= 0) {
    const bracketed = hostinfo.slice(br + 1);
    const close = bracketed.indexOf("]");
    hostname = close >= 0 ? bracketed.slice(0, close) : bracketed;
    const after = close >= 0 ? bracketed.slice(close + 1) : "";
    const c = after.indexOf(":");
    port = c >= 0 ? after.slice(c + 1) : "";
  } else {
    const c = hostinfo.indexOf(":");
    hostname = c >= 0 ? hostinfo.slice(0, c) : hostinfo;
    port = c >= 0 ? hostinfo.slice(c + 1) : "";
  }
  let host: string | null = null;
  if (hostname) {
    const pct = hostname.indexOf("%");
    host = pct >= 0 ? hostname.slice(0, pct).toLowerCase() + hostname.slice(pct) : hostname.toLowerCase();
  }
  return { username, password, hostname: host, port: port || null };
}

/** `.port`: int or null; UrlError with CPython's messages. */
export function portNumber(port: string | null, reprOf: (s: string) => string): number | null {
  if (port === null) return null;
  if (!/^[0-9]+$/.test(port)) throw new UrlError(`Port could not be cast to integer value as ${reprOf(port)}`);
  const n = Number(port);
  if (n > 65535) throw new UrlError("Port out of range 0-65535");
  return n;
}

/** parse_qsl's field splitting; values still percent-encoded (the caller unquotes). */
export function splitQuery(
  qs: string,
  keepBlank: boolean,
  strict: boolean,
  separator: string,
  reprOf: (s: string) => string,
): [string, string][] {
  const out: [string, string][] = [];
  if (!qs) return out;
  for (const field of qs.split(separator)) {
    if (!field && !strict) continue;
    const eq = field.indexOf("=");
    let nv: [string, string];
    if (eq < 0) {
      if (strict) throw new UrlError(`bad query field: ${reprOf(field)}`);
      if (!keepBlank) continue;
      nv = [field, ""];
    } else nv = [field.slice(0, eq), field.slice(eq + 1)];
    if (nv[1].length || keepBlank) out.push([nv[0].replace(/\+/g, " "), nv[1].replace(/\+/g, " ")]);
  }
  return out;
}
