# Codecs: UTF-8, Latin-1, ASCII and UTF-16 under CPython's names and aliases, with the error
# handlers strict, ignore, replace, backslashreplace and xmlcharrefreplace
# ---- encode_names_0
for n in ['utf-8', 'UTF-8', 'utf8', 'UTF8']:
    print(repr(n), 'abc é'.encode(n), b'abc'.decode(n))
# ---- encode_names_1
for n in ['cp65001', 'CP65001', 'u8', 'utf']:
    print(repr(n), 'abc é'.encode(n), b'abc'.decode(n))
# ---- encode_names_2
for n in ['utf_8', 'Utf--8', 'utf-8 ', 'latin-1']:
    print(repr(n), 'abc é'.encode(n), b'abc'.decode(n))
# ---- encode_names_3
for n in ['Latin_1', 'latin1', 'LATIN1', 'iso-8859-1']:
    print(repr(n), 'abc é'.encode(n), b'abc'.decode(n))
# ---- encode_names_4
for n in ['ISO8859-1', 'iso_8859_1', 'l1', 'latin']:
    print(repr(n), 'abc é'.encode(n), b'abc'.decode(n))
# ---- encode_names_5
for n in ['cp819', '8859', 'ascii', 'ASCII']:
    print(repr(n), 'abc é'.encode(n), b'abc'.decode(n))
# ---- encode_names_6
for n in ['US-ASCII', 'us_ascii', '646', 'utf-16']:
    print(repr(n), 'abc é'.encode(n), b'abc'.decode(n))
# ---- encode_names_7
for n in ['UTF16', 'utf_16', 'u16', 'utf-16-le']:
    print(repr(n), 'abc é'.encode(n), b'abc'.decode(n))
# ---- encode_names_8
for n in ['UTF-16LE', 'utf_16be', 'utf-16-be', 'ansi_x3.4_1968']:
    print(repr(n), 'abc é'.encode(n), b'abc'.decode(n))
# ---- encode_names_9
for n in ['iso_646.irv_1991']:
    print(repr(n), 'abc é'.encode(n), b'abc'.decode(n))
# ---- unknown_encodings
for n in ['utf-9', 'latin-2', 'cp1252x', '', 'utf-8-sigx', 'x']:
    for f in [lambda: 'a'.encode(n), lambda: b'a'.decode(n)]:
        try:
            f()
        except LookupError as e:
            print(type(e).__name__, e)
# ---- encoding_not_str
for f in [lambda: 'a'.encode(5), lambda: b'a'.decode(None), lambda: str(b'a', 1), lambda: bytes('a', 2), lambda: 'a'.encode('utf-8', 3)]:
    try:
        f()
    except TypeError as e:
        print(e)
# ---- encode_latin1_strict
for t in ['é', 'a€b', '€€€x', 'ab😀c', 'naïve café', '日本', 'xÿĀy']:
    try:
        print(repr(t.encode('latin-1', 'strict')))
    except UnicodeEncodeError as e:
        print('UnicodeEncodeError', e)
# ---- encode_latin1_ignore
for t in ['é', 'a€b', '€€€x', 'ab😀c', 'naïve café', '日本', 'xÿĀy']:
    try:
        print(repr(t.encode('latin-1', 'ignore')))
    except UnicodeEncodeError as e:
        print('UnicodeEncodeError', e)
# ---- encode_latin1_replace
for t in ['é', 'a€b', '€€€x', 'ab😀c', 'naïve café', '日本', 'xÿĀy']:
    try:
        print(repr(t.encode('latin-1', 'replace')))
    except UnicodeEncodeError as e:
        print('UnicodeEncodeError', e)
# ---- encode_latin1_backslashreplace
for t in ['é', 'a€b', '€€€x', 'ab😀c', 'naïve café', '日本', 'xÿĀy']:
    try:
        print(repr(t.encode('latin-1', 'backslashreplace')))
    except UnicodeEncodeError as e:
        print('UnicodeEncodeError', e)
# ---- encode_latin1_xmlcharrefreplace
for t in ['é', 'a€b', '€€€x', 'ab😀c', 'naïve café', '日本', 'xÿĀy']:
    try:
        print(repr(t.encode('latin-1', 'xmlcharrefreplace')))
    except UnicodeEncodeError as e:
        print('UnicodeEncodeError', e)
# ---- encode_ascii_strict
for t in ['é', 'a€b', '€€€x', 'ab😀c', 'naïve café', '日本', 'xÿĀy']:
    try:
        print(repr(t.encode('ascii', 'strict')))
    except UnicodeEncodeError as e:
        print('UnicodeEncodeError', e)
# ---- encode_ascii_ignore
for t in ['é', 'a€b', '€€€x', 'ab😀c', 'naïve café', '日本', 'xÿĀy']:
    try:
        print(repr(t.encode('ascii', 'ignore')))
    except UnicodeEncodeError as e:
        print('UnicodeEncodeError', e)
# ---- encode_ascii_replace
for t in ['é', 'a€b', '€€€x', 'ab😀c', 'naïve café', '日本', 'xÿĀy']:
    try:
        print(repr(t.encode('ascii', 'replace')))
    except UnicodeEncodeError as e:
        print('UnicodeEncodeError', e)
# ---- encode_ascii_backslashreplace
for t in ['é', 'a€b', '€€€x', 'ab😀c', 'naïve café', '日本', 'xÿĀy']:
    try:
        print(repr(t.encode('ascii', 'backslashreplace')))
    except UnicodeEncodeError as e:
        print('UnicodeEncodeError', e)
# ---- encode_ascii_xmlcharrefreplace
for t in ['é', 'a€b', '€€€x', 'ab😀c', 'naïve café', '日本', 'xÿĀy']:
    try:
        print(repr(t.encode('ascii', 'xmlcharrefreplace')))
    except UnicodeEncodeError as e:
        print('UnicodeEncodeError', e)
# ---- encode_unknown_handler
for t in ['abc', 'é']:
    try:
        print(t.encode('ascii', 'bogus'))
    except LookupError as e:
        print('LookupError', e)
# ---- encode_errors_keyword
print('é€'.encode(encoding='latin-1', errors='replace'), 'é'.encode(errors='strict'), 'x'.encode(encoding='ascii'))
# ---- decode_ascii_strict
for b in [b'abc', b'\xe9t\xe9', b'\xff\xfe', b'a\x80b\xc3\xa9', b'\xc3', b'\xe2\x82', b'\xed\xa0\x80', b'ok\xf0\x9f\x98\x80']:
    try:
        print(repr(b.decode('ascii', 'strict')))
    except UnicodeDecodeError as e:
        print('UnicodeDecodeError', e, e.start, e.end, e.reason)
# ---- decode_ascii_ignore
for b in [b'abc', b'\xe9t\xe9', b'\xff\xfe', b'a\x80b\xc3\xa9', b'\xc3', b'\xe2\x82', b'\xed\xa0\x80', b'ok\xf0\x9f\x98\x80']:
    try:
        print(repr(b.decode('ascii', 'ignore')))
    except UnicodeDecodeError as e:
        print('UnicodeDecodeError', e, e.start, e.end, e.reason)
# ---- decode_ascii_replace
for b in [b'abc', b'\xe9t\xe9', b'\xff\xfe', b'a\x80b\xc3\xa9', b'\xc3', b'\xe2\x82', b'\xed\xa0\x80', b'ok\xf0\x9f\x98\x80']:
    try:
        print(repr(b.decode('ascii', 'replace')))
    except UnicodeDecodeError as e:
        print('UnicodeDecodeError', e, e.start, e.end, e.reason)
# ---- decode_ascii_backslashreplace
for b in [b'abc', b'\xe9t\xe9', b'\xff\xfe', b'a\x80b\xc3\xa9', b'\xc3', b'\xe2\x82', b'\xed\xa0\x80', b'ok\xf0\x9f\x98\x80']:
    try:
        print(repr(b.decode('ascii', 'backslashreplace')))
    except UnicodeDecodeError as e:
        print('UnicodeDecodeError', e, e.start, e.end, e.reason)
# ---- decode_utf8_strict
for b in [b'abc', b'\xe9t\xe9', b'\xff\xfe', b'a\x80b\xc3\xa9', b'\xc3', b'\xe2\x82', b'\xed\xa0\x80', b'ok\xf0\x9f\x98\x80']:
    try:
        print(repr(b.decode('utf-8', 'strict')))
    except UnicodeDecodeError as e:
        print('UnicodeDecodeError', e, e.start, e.end, e.reason)
# ---- decode_utf8_ignore
for b in [b'abc', b'\xe9t\xe9', b'\xff\xfe', b'a\x80b\xc3\xa9', b'\xc3', b'\xe2\x82', b'\xed\xa0\x80', b'ok\xf0\x9f\x98\x80']:
    try:
        print(repr(b.decode('utf-8', 'ignore')))
    except UnicodeDecodeError as e:
        print('UnicodeDecodeError', e, e.start, e.end, e.reason)
# ---- decode_utf8_replace
for b in [b'abc', b'\xe9t\xe9', b'\xff\xfe', b'a\x80b\xc3\xa9', b'\xc3', b'\xe2\x82', b'\xed\xa0\x80', b'ok\xf0\x9f\x98\x80']:
    try:
        print(repr(b.decode('utf-8', 'replace')))
    except UnicodeDecodeError as e:
        print('UnicodeDecodeError', e, e.start, e.end, e.reason)
# ---- decode_utf8_backslashreplace
for b in [b'abc', b'\xe9t\xe9', b'\xff\xfe', b'a\x80b\xc3\xa9', b'\xc3', b'\xe2\x82', b'\xed\xa0\x80', b'ok\xf0\x9f\x98\x80']:
    try:
        print(repr(b.decode('utf-8', 'backslashreplace')))
    except UnicodeDecodeError as e:
        print('UnicodeDecodeError', e, e.start, e.end, e.reason)
# ---- decode_latin1_strict
for b in [b'abc', b'\xe9t\xe9', b'\xff\xfe', b'a\x80b\xc3\xa9', b'\xc3', b'\xe2\x82', b'\xed\xa0\x80', b'ok\xf0\x9f\x98\x80']:
    try:
        print(repr(b.decode('latin-1', 'strict')))
    except UnicodeDecodeError as e:
        print('UnicodeDecodeError', e, e.start, e.end, e.reason)
# ---- decode_latin1_ignore
for b in [b'abc', b'\xe9t\xe9', b'\xff\xfe', b'a\x80b\xc3\xa9', b'\xc3', b'\xe2\x82', b'\xed\xa0\x80', b'ok\xf0\x9f\x98\x80']:
    try:
        print(repr(b.decode('latin-1', 'ignore')))
    except UnicodeDecodeError as e:
        print('UnicodeDecodeError', e, e.start, e.end, e.reason)
# ---- decode_latin1_replace
for b in [b'abc', b'\xe9t\xe9', b'\xff\xfe', b'a\x80b\xc3\xa9', b'\xc3', b'\xe2\x82', b'\xed\xa0\x80', b'ok\xf0\x9f\x98\x80']:
    try:
        print(repr(b.decode('latin-1', 'replace')))
    except UnicodeDecodeError as e:
        print('UnicodeDecodeError', e, e.start, e.end, e.reason)
# ---- decode_latin1_backslashreplace
for b in [b'abc', b'\xe9t\xe9', b'\xff\xfe', b'a\x80b\xc3\xa9', b'\xc3', b'\xe2\x82', b'\xed\xa0\x80', b'ok\xf0\x9f\x98\x80']:
    try:
        print(repr(b.decode('latin-1', 'backslashreplace')))
    except UnicodeDecodeError as e:
        print('UnicodeDecodeError', e, e.start, e.end, e.reason)
# ---- utf16_roundtrip
for t in ['', 'a', 'héllo', '日本', '😀x']:
    b = t.encode('utf-16')
    print(b, b.decode('utf-16') == t, t.encode('utf-16-le'), t.encode('utf-16-be'))
# ---- utf16_decode_boms
for b in [b'\xff\xfea\x00', b'\xfe\xff\x00a', b'a\x00b\x00', b'']:
    print(repr(b.decode('utf-16')), repr(b.decode('utf-16-le')))
# ---- utf16_decode_errors
for b in [b'a\x00b', b'\x00\xd8', b'\x00\xdca\x00', b'\x00\xd8a\x00', b'=\xd8\x00\xde']:
    for h in ['strict', 'replace', 'ignore', 'backslashreplace']:
        try:
            print(h, repr(b.decode('utf-16-le', h)))
        except UnicodeDecodeError as e:
            print(h, 'UnicodeDecodeError', e)
# ---- surrogate_encode
s = 'a\ud800b'
for n in ['utf-8', 'utf-16', 'latin-1', 'ascii']:
    for h in ['strict', 'replace', 'ignore', 'backslashreplace']:
        try:
            print(n, h, s.encode(n, h))
        except UnicodeEncodeError as e:
            print(n, h, 'UnicodeEncodeError', e)
# ---- str_constructor_codecs
print(str(b'caf\xe9', 'latin-1'), str(b'abc', encoding='ascii'), str(b'\xff', 'utf-8', 'replace'), str(b'\xff', errors='ignore'))
# ---- bytes_constructor_codecs
print(bytes('café', 'latin-1'), bytes('abc', encoding='ascii'), bytes('é', 'ascii', 'replace'), bytes('é€', 'latin1', errors='xmlcharrefreplace'))
# ---- latin1_all_bytes_roundtrip
b = bytes(range(256))
t = b.decode('latin-1')
print(len(t), t.encode('latin-1') == b, t[250:], repr(t[:5]))
# ---- uncaught_encode_error
'naïve'.encode('ascii')
# ---- uncaught_decode_error
b'\xe9'.decode('ascii')
# ---- decode_error_attributes
try:
    b'ab\xe9\xe8'.decode('ascii')
except UnicodeDecodeError as e:
    print(e.encoding, e.start, e.end, e.reason, e.object, isinstance(e, ValueError))
# ---- utf32_encode_decode
s = "héllo ⚡ 日本 \U0001f600"
for enc in ("utf-32", "utf32", "u32", "UTF_32", "utf-32-le", "utf-32le", "utf-32-be", "utf_32_be"):
    b = s.encode(enc)
    print(enc, b[:12], len(b), b.decode(enc) == s)
print("".encode("utf-32"), "a".encode("utf-32-le"), "\U0001f600".encode("utf-32-be"), "a".encode("utf-32", "bogus"))
print(b"\x00\x00\xfe\xff\x00\x00\x00a".decode("utf-32"), ascii(b"\xff\xfe\x00\x00\xff\xfe\x00\x00".decode("utf-32")), ascii(b"\x00\x00\xfe\xff".decode("utf-32-be")), b"".decode("utf-32"))
# ---- utf32_errors
for data, enc in [(b"\xff\xff\xff\x00", "utf-32-le"), (b"\x00\xd8\x00\x00", "utf-32-le"), (b"a\x00\x00", "utf-32-le"), (b"a", "utf-32-le"),
                  (b"\xff\xfe\x00\x00a\x00", "utf-32"), (b"\x00\x00\xfe\xff\x00\x11\x00\x00", "utf-32"), (b"\x00\x00\xd8\x00", "utf-32-be")]:
    try:
        print(data.decode(enc))
    except UnicodeDecodeError as e:
        print(type(e).__name__, e, e.start, e.end)
for errors in ("replace", "ignore", "backslashreplace"):
    print(ascii(b"\x00\x00\x11\x00\x00\xd8\x00\x00a\x00\x00\x00b".decode("utf-32-le", errors)))
for enc in ("utf-32", "utf-32-be"):
    try:
        "a\ud800".encode(enc)
    except UnicodeEncodeError as e:
        print(type(e).__name__, e)
print("a\ud800b".encode("utf-32-le", "replace"), "a\ud800".encode("utf-32-be", "backslashreplace"))
# ---- decode_encode_only_handlers
cases = [(b"a\x00b", "utf-16-le"), (b"a\x00b", "UTF_16_LE"), (b"a\x00b", "utf-16"), (b"a\x00b", "utf16"), (b"a\x00b", "u16"),
         (b"a\xffb", "utf-8"), (b"a\xffb", "u8"), (b"a\xffb", "ascii"), (b"a\xffb", "646"), (b"a\x00\x00", "utf-32-le"), (b"a\x00\x00", "utf-32")]
for data, enc in cases:
    for errors in ("xmlcharrefreplace", "namereplace", "bogus"):
        try:
            print(data.decode(enc, errors))
        except (TypeError, LookupError) as e:
            print(type(e).__name__, e)
for enc in ("utf-16-le", "utf-16", "utf-8", "u8", "latin-1", "l1", "utf-32-be"):
    try:
        print("a\ud800\xe9".encode(enc, "bogus"))
    except (LookupError, UnicodeEncodeError) as e:
        print(type(e).__name__, e)
print(b"a\x00".decode("utf-16-le", "bogus"), "ab".encode("u16", "bogus"))
# ---- encoding_names_dots
for name in ("utf.8", "utf_8", "UTF--8", " UTF 8 ", "ansi_x3.4-1968", "ANSI_X3.4_1968", "iso_646.irv:1991", "iso_646_irv_1991", "latin.1", "utf8-ucs2", "u.8"):
    try:
        print(name, "hé".encode(name, "replace"))
    except LookupError as e:
        print(type(e).__name__, e)
# ---- decode_surrogateescape
cases = [(b"a\xffb\xc3", "utf-8"), (b"a\xe2\x82b", "utf-8"), (b"a\xffb", "ascii"), (b"a\x00\x00\xd8b\x00", "utf-16-le"),
         (b"a\x00\x00\xdc", "utf-16-le"), (b"a\x00\xff", "utf-16-le"), (b"\xff\xff\xff\x00", "utf-32-le"), (b"\x00\xd8\x00\x00", "utf-32-le"),
         (b"a\xffb", "latin-1"), (b"a\xffb", "u8"), (b"\xd8\xff", "utf-16-be"), (b"\xff\xff\x11\x00a\x00\x00\x00", "utf-32-le"),
         (b"\x00\x00\xd8\x00\x00\x00\xff\xff\xff", "utf-32-be")]
for data, enc in cases:
    try:
        print(ascii(data.decode(enc, "surrogateescape")))
    except UnicodeDecodeError as e:
        print(type(e).__name__, e)
# ---- surrogate_handlers_encode
cases = [("\ud800", "utf-8", "surrogatepass"), ("\udc80\udcff", "utf-8", "surrogateescape"),
         ("\ud800\ud801x", "utf-8", "surrogateescape"), ("a\udc80\ud800", "utf-8", "surrogateescape"),
         ("\ud800\ud801x", "utf-8", "strict"), ("x\udc7f", "utf-8", "surrogateescape"),
         ("é\udc80", "ascii", "surrogateescape"), ("\udc80é", "ascii", "surrogateescape"),
         ("\udc80é", "latin-1", "surrogateescape"), ("a\ud800", "ascii", "surrogatepass"),
         ("a\udc80\udc81b", "utf-16-le", "surrogateescape"), ("\udc80\ud800", "utf-16", "surrogatepass"),
         ("\udc80", "utf-32-be", "surrogatepass"), ("ab\udc80", "utf-32", "surrogatepass"),
         ("\udc80", "u8", "surrogatepass"), ("\udc80", "utf_8", "surrogateescape"),
         ("x\ud800y\udfff", "utf-8", "replace"), ("x\ud800y", "utf-16-be", "backslashreplace"),
         ("€\udc80", "utf-8", "surrogateescape"), ("\ud800", "utf-8", "surrogatesomething")]
for s, codec, errors in cases:
    try:
        print(s.encode(codec, errors))
    except (UnicodeEncodeError, LookupError) as e:
        print(type(e).__name__, e)
# ---- surrogate_handlers_decode
cases = [(b"\xed\xa0\x80", "utf-8", "surrogatepass"), (b"\xed\xa0", "utf-8", "surrogatepass"),
         (b"\x00\xd8", "utf-16-le", "surrogatepass"), (b"\x00\xd8\x00\x00", "utf-32-le", "surrogatepass"),
         (b"\xed\xa0\x80", "ascii", "surrogatepass"), (b"\xed\xa0\x80", "latin-1", "surrogatepass"),
         (b"a\xed\xa0\x80\xff", "utf-8", "surrogatepass"), (b"\xff\xd8", "utf-16-be", "surrogatepass"),
         (b"\x00\xdc\x00\xd8\x41\x00", "utf-16-le", "surrogatepass"), (b"\xed\xa0\x80", "utf8", "surrogatepass"),
         (b"\xed\xbf\xbfz", "utf-8", "surrogatepass"), (b"\x00\x00\xdc\x80", "utf-32-be", "surrogatepass"),
         (b"\x00\xd8\x00", "utf-16-le", "surrogatepass")]
for b, codec, errors in cases:
    try:
        print(repr(b.decode(codec, errors)))
    except UnicodeDecodeError as e:
        print(type(e).__name__, e)
# ---- surrogateescape_round_trips
for b in [b"ab\xff\xfe", b"\x80", bytes(range(256)), "é€😀".encode() + b"\xc3"]:
    s = b.decode("utf-8", "surrogateescape")
    print(repr(s)[:60], s.encode("utf-8", "surrogateescape") == b)
s = b"\xe9t\xe9".decode("ascii", "surrogateescape")
print(repr(s), s.encode("ascii", "surrogateescape"), s.encode("latin-1", "surrogateescape"))
print(repr("\ud800".encode("utf-8", "surrogatepass").decode("utf-8", "surrogatepass")))
print(repr("x\udfff".encode("utf-16", "surrogatepass").decode("utf-16", "surrogatepass")))
# ---- lone_surrogate_values
import json
s = "\ud800"
print(len(s), repr(s), ascii(s), hex(ord(s)), s.isprintable())
print(json.dumps(s), json.dumps({"k": "\udc80x"}), json.loads('"\\ud800"') == s)
print(json.dumps([s], ensure_ascii=False) == '["' + s + '"]')
print(repr("a\udfffb"[1:]), "\ud800" < "\ue000", sorted(["\ue000", "\ud800", "\U00010000"]) == ["\ud800", "\ue000", "\U00010000"])
print("%r" % s, f"{s!r}", format(s, ">3") == "  " + s, s.upper() == s)
try:
    s.encode()
except UnicodeEncodeError as e:
    print(e)
# ---- lone_surrogates_order_by_code_point
xs = ["\ue000", "\ud800", "\U00010000", "a", "\udfff", "\uffff", "\ud7ff", "a\ud800", "a\U0001f600", "a\ue000"]
print([hex(ord(x[-1])) for x in sorted(xs)])
print(max(xs) == "\U00010000", min(["\udc00", "\ue000"]) == "\udc00", "\ud800" < "\U00010000")
# ---- print_of_a_lone_surrogate_as_stdout_writes_it
print("escaped \udc80 and \udcff are bytes on stdout")
try:
    print("ab", "c\ud800d", "x", sep="--")
except UnicodeEncodeError as e:
    print("|", e)
try:
    print("z", end="\ud800\n")
except UnicodeEncodeError as e:
    print("|", e)
try:
    print("\ud83d", "\ude00", sep="")
except UnicodeEncodeError as e:
    print("|", e)
print("paired 😀 \U0001f600 fine", ["\ud800"], repr("\udfff"))
print("\ud800\udbff")
# ---- stdout_write_of_a_lone_surrogate
import sys
sys.stdout.write("esc \udcff\n")
try:
    sys.stdout.write("a\ud800")
except UnicodeEncodeError as e:
    print("|", e)
sys.stdout.writelines(["x\n", "\udc80\n"])
sys.stderr.write("\ud800 hidden\n")
sys.stdout.writelines(["y\n", "\udbff\n"])
# ---- lone_surrogates_in_tool_arguments_answers_and_the_result
# tools: {"ping": [{"args": {"x": "a\udc00b", "y": ["\ud800", "\ud83d\ude00"], "k\udfff": 1}, "output": {"json": {"ok": "\ud800", "t": "z\udc80"}}}]}
r = ping(x="a\udc00b", y=["\ud800", "\U0001f600"], **{"k\udfff": 1})
print(len(r["ok"]), repr(r["t"]), r["ok"] == "\ud800")
["x\udc00", {"\ud800": "\ud83d\ude00"}, r, ("\udfff",)]
