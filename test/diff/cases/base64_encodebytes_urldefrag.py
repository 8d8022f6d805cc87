# base64.encodebytes/decodebytes (76-character lines) and urllib.parse.urldefrag (a DefragResult
# with geturl), with their TypeErrors.
import base64
from urllib.parse import urldefrag

blob = download(name="report.bin")["data"].encode()
mime = base64.encodebytes(blob)
print(mime)
print(mime.count(b"\n"), base64.decodebytes(mime) == blob, base64.encodebytes(b""), base64.encodebytes(b"x" * 57))
print(base64.decodebytes(b"aGVs\nbG8=\n"), base64.decodebytes(b"aGVsbG8="))
for f in [lambda: base64.encodebytes("str"), lambda: base64.decodebytes("aGk="), lambda: base64.decodebytes(b"a")]:
    try:
        print(f())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
for url in ["https://ex.com/docs/page?x=1#section-2", "https://ex.com/a;p?q#", "/rel/path#frag", "no-fragment", "http://h/#", ""]:
    d = urldefrag(url)
    print(d, d.url, repr(d.fragment), d.geturl(), tuple(d))
from urllib.parse import urlparse, urlsplit

for f in [urldefrag, urlparse, urlsplit]:
    try:
        f(5)
    except AttributeError as e:
        print(f.__name__, "AttributeError", e)
