# Functions CPython defines in Python (re's module functions, json, textwrap, base64, statistics,
# urllib.parse, string.capwords) word their argument errors as a def does, not as a C builtin.
import base64
import json
import re
import statistics
import string
import textwrap
import urllib.parse

calls = [
    ("re.findall()", lambda: re.findall()),
    ("re.findall(p)", lambda: re.findall("a")),
    ("re.findall 4 args", lambda: re.findall("a", "b", 0, 1)),
    ("re.sub(p)", lambda: re.sub("a")),
    ("re.sub()", lambda: re.sub()),
    ("re.split bogus kw", lambda: re.split("a", "b", bogus=1)),
    ("re.search twice", lambda: re.search("a", pattern="b")),
    ("re.match string=", lambda: re.match(string="b")),
    ("re.purge(1)", lambda: re.purge(1)),
    ("re.escape()", lambda: re.escape()),
    ("re.compile 3", lambda: re.compile("a", 0, 1)),
    ("json.dumps()", lambda: json.dumps()),
    ("json.dumps(1, 2)", lambda: json.dumps(1, 2)),
    ("json.loads(s=)", lambda: json.loads(s="1", bogus=2)),
    ("json.loads twice", lambda: json.loads("1", s="2")),
    ("textwrap.dedent()", lambda: textwrap.dedent()),
    ("textwrap.indent(t)", lambda: textwrap.indent("x")),
    ("textwrap.indent()", lambda: textwrap.indent()),
    ("base64.b64encode()", lambda: base64.b64encode()),
    ("base64.b64decode 4", lambda: base64.b64decode(b"", None, False, 1)),
    ("base64.b16encode(x=)", lambda: base64.b16encode(x=b"")),
    ("statistics.mean()", lambda: statistics.mean()),
    ("statistics.covariance([1])", lambda: statistics.covariance([1])),
    ("statistics.covariance(x=, y=)", lambda: statistics.covariance(x=[1, 2], y=[3, 4])),
    ("statistics.variance 3", lambda: statistics.variance([1, 2], 1, 2)),
    ("urllib.parse.quote()", lambda: urllib.parse.quote()),
    ("urllib.parse.urljoin(b)", lambda: urllib.parse.urljoin("http://a/")),
    ("urllib.parse.urlparse 4", lambda: urllib.parse.urlparse("u", "", True, 1)),
    ("string.capwords()", lambda: string.capwords()),
    ("string.capwords 3", lambda: string.capwords("a", None, 1)),
]
for label, call in calls:
    try:
        call()
        print(label, "no error")
    except TypeError as e:
        print(label, "->", e)
# C-implemented ones keep the clinic wording.
for label, call in [("re.compile('a').findall()", lambda: re.compile("a").findall()), ("len()", lambda: len())]:
    try:
        call()
    except TypeError as e:
        print(label, "->", e)
