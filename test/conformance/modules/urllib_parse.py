# Modules: urllib.parse — quote, unquote, urlencode, urlparse, parse_qs, urljoin.
# ---- quote
from urllib.parse import quote, quote_plus, unquote, unquote_plus
print(quote("a b/c?d=é&x"), quote("a b/c", safe=""), quote_plus("a b&c"), unquote("a%20b%C3%A9"), unquote_plus("a+b%21"))
# ---- urlencode
from urllib.parse import urlencode
print(urlencode({"q": "hello world", "n": 10, "x": "é&"}), urlencode([("a", 1), ("a", 2)]), urlencode({"t": ["x", "y"]}, doseq=True))
# ---- urlparse
from urllib.parse import urlparse
u = urlparse("https://user:pw@example.com:8080/path/to?q=1&r=2#frag")
print(u.scheme, u.netloc, u.path, u.query, u.fragment, u.hostname, u.port, u.username)
print(u)
# ---- urlparse_relative
from urllib.parse import urlparse
print(urlparse("/just/a/path?x=1"), urlparse("example.com/foo").netloc == "")
# ---- parse_qs
from urllib.parse import parse_qs, parse_qsl
print(parse_qs("a=1&b=2&a=3"), parse_qsl("a=1&b=&c=x+y"), parse_qs("a=1&b=", keep_blank_values=True))
# ---- urljoin_unparse
from urllib.parse import urljoin, urlunparse, urlparse
print(urljoin("https://a.com/b/c", "d"), urljoin("https://a.com/b/c", "/x"), urljoin("https://a.com/b/", "../y"))
print(urlunparse(urlparse("http://h/p?q#f")._replace(query="z=1")))
# ---- import_module_form
import urllib.parse
print(urllib.parse.quote("x y"), urllib.parse.urlsplit("http://h:1/p").port)
