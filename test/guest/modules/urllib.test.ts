// urllib.parse against CPython: quoting, urlencode, parse_qs(l), urlparse/urlsplit and their
// properties, urlunparse and urljoin.
import { describe } from "vitest";
import { differential, subclassReprWorks } from "./harness.js";

const cases = [
  "urllib.parse.quote('a b/c?d=é&f')", "urllib.parse.quote('a b/c', safe='')", "urllib.parse.quote('~_.-')", "urllib.parse.quote('')",
  "urllib.parse.quote(b'a b')", "urllib.parse.quote('😀')", "urllib.parse.quote(5)", "urllib.parse.quote_plus('a b&c=d/e')",
  "urllib.parse.quote_plus('a b', safe='/')", "urllib.parse.unquote('a%20b%C3%A9%zz%')", "urllib.parse.unquote('%E2%82')",
  "urllib.parse.unquote('%F0%9F%98%80 ok')", "urllib.parse.unquote_plus('a+b%2Bc')", "urllib.parse.unquote('é%41')",
  "urllib.parse.urlencode({'a': 1, 'b': 'x y', 'c': 'é&'})", "urllib.parse.urlencode([('a', 1), ('a', 2)])",
  "urllib.parse.urlencode({'a': [1, 2], 'b': 'xy'}, doseq=True)", "urllib.parse.urlencode({'a': [1, 2]})",
  "urllib.parse.urlencode({'a': 'x/y z'}, quote_via=urllib.parse.quote)", "urllib.parse.urlencode({'a': 'x/y'}, safe='/')",
  "urllib.parse.urlencode('abc')", "urllib.parse.urlencode({'k': None, 'b': True})",
  "urllib.parse.parse_qs('a=1&b=2&a=3')", "urllib.parse.parse_qs('a=1&b=&c')", "urllib.parse.parse_qs('a=1&b=&c', keep_blank_values=True)",
  "urllib.parse.parse_qsl('x=a+b%20c&y=%C3%A9')", "urllib.parse.parse_qsl('a=1;b=2', separator=';')", "urllib.parse.parse_qsl('a&b=1', strict_parsing=True)",
  "urllib.parse.parse_qsl('')", "urllib.parse.parse_qs('a=1&&b=2')",
  "list(urllib.parse.urlparse('https://user:pw@Example.COM:8080/p/a;x?q=1&r=2#frag'))",
  "urllib.parse.urlparse('https://user:pw@Example.COM:8080/p/a;x?q=1#frag').hostname",
  "urllib.parse.urlparse('https://user:pw@Example.COM:8080/p?q=1').port",
  "urllib.parse.urlparse('https://user:pw@Example.COM:8080/p?q=1').username",
  "urllib.parse.urlparse('https://user:pw@Example.COM:8080/p?q=1').password",
  "urllib.parse.urlparse('https://example.com/p').port", "urllib.parse.urlparse('http://h:99999/').port",
  "urllib.parse.urlparse('http://h:abc/').port", "urllib.parse.urlparse('http://[::1]:80/x').hostname",
  "urllib.parse.urlparse('http://[::1/x')", "urllib.parse.urlparse('example.com/path').netloc", "list(urllib.parse.urlparse('//host/path'))",
  "list(urllib.parse.urlparse('mailto:someone@example.com'))", "list(urllib.parse.urlparse('/rel/path?x#y'))",
  "list(urllib.parse.urlparse('HTTP://X.com/a#b', allow_fragments=False))", "list(urllib.parse.urlparse('path', scheme='https'))",
  "urllib.parse.urlparse('https://a.com/x?y#z').query", "urllib.parse.urlparse('https://a.com/x?y#z').geturl()",
  "list(urllib.parse.urlsplit('https://a.com/p;params?q#f'))", "urllib.parse.urlsplit('https://a.com/p?q#f').fragment",
  "urllib.parse.urlunparse(('https', 'a.com', '/p', 'x', 'q=1', 'f'))", "urllib.parse.urlunsplit(('http', 'h', 'p', '', ''))",
  "urllib.parse.urlunparse(('', '', 'p', '', '', ''))",
  "urllib.parse.urljoin('https://a.com/b/c/d', '../e')", "urllib.parse.urljoin('https://a.com/b/c/d', '/e')",
  "urllib.parse.urljoin('https://a.com/b/c/d', 'e?x')", "urllib.parse.urljoin('https://a.com/b/c/', './e/../f')",
  "urllib.parse.urljoin('https://a.com/b', '//other.com/x')", "urllib.parse.urljoin('https://a.com/b?q', '#frag')",
  "urllib.parse.urljoin('https://a.com/b', 'http://c.com/')", "urllib.parse.urljoin('https://a.com/b/c', '../../../x')",
  "urllib.parse.urljoin('', 'x')", "urllib.parse.urljoin('https://a.com/b/', '')", "urllib.parse.urljoin('https://a.com/b/c', '..')",
];

const reprs = ["urllib.parse.urlparse('https://a.com/x?y#z')", "urllib.parse.urlsplit('http://h/p')"];

describe("urllib.parse (differential against CPython)", () => differential("import urllib.parse", cases));
describe("from urllib.parse import ...", () => differential("from urllib.parse import quote, urlencode", ["quote('a b')", "urlencode({'x': 1})"]));
describe.skipIf(!subclassReprWorks)("urllib.parse result reprs (differential against CPython)", () => differential("import urllib.parse", reprs));
