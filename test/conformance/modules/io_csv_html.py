# Modules: io.StringIO (write/read/seek/tell, line iteration), csv over StringIO (reader,
# writer, DictReader, DictWriter, dialects, quoting, errors) and html (escape, unescape).
# ---- stringio_write_getvalue
import io
s = io.StringIO()
print(s.write("hello "), s.write("wörld ☕"), s.getvalue(), s.tell())
# ---- stringio_initial_overwrite
import io
s = io.StringIO("abcdef")
s.write("XY")
print(s.getvalue(), s.tell(), s.read(), repr(s.read()))
# ---- stringio_read_seek
import io
s = io.StringIO("line1\nline2\nline3")
print(repr(s.read(3)), repr(s.readline()), repr(s.readline(2)), s.tell(), s.seek(0), s.readlines(), s.seek(0, 2))
# ---- stringio_iterate_lines
import io
s = io.StringIO("a\nb\n\nc")
print([line for line in s], list(io.StringIO("x\ny\n")))
# ---- stringio_truncate_writelines
import io
s = io.StringIO()
s.writelines(["a", "b", "c"])
s.seek(1)
s.truncate()
print(s.getvalue(), s.closed)
s.close()
print(s.closed)
# ---- stringio_errors
import io
s = io.StringIO()
tests = [lambda: s.write(5), lambda: io.StringIO(5), lambda: s.seek(-1), lambda: s.seek(1, 1)]
for t in tests:
    try:
        t()
    except (TypeError, ValueError, OSError) as e:
        print(type(e).__name__, e)
s.close()
try:
    s.getvalue()
except ValueError as e:
    print(e)
# ---- stringio_newline_none
import io
s = io.StringIO("a\r\nb\rc", newline=None)
print(repr(s.getvalue()))
# ---- stringio_print_to_buffer
import io
buf = io.StringIO()
for i in range(3):
    buf.write(f"row {i}\n")
print(buf.getvalue(), end="")
# ---- csv_writer_minimal
import csv, io
f = io.StringIO()
w = csv.writer(f)
print(w.writerow(["name", "note", "n"]))
w.writerow(["a,b", 'say "hi"', 3])
w.writerow(["line\nbreak", "", None])
w.writerow([1.5, True, -2])
print(repr(f.getvalue()))
# ---- csv_writer_empty_rows
import csv, io
f = io.StringIO()
w = csv.writer(f)
w.writerow([""])
w.writerow([])
w.writerow([None])
w.writerows([[1, 2], (3, 4), "ab"])
print(repr(f.getvalue()))
# ---- csv_writer_quoting_modes
import csv, io
for q in (csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC):
    f = io.StringIO()
    csv.writer(f, quoting=q).writerow(["a", 1, 2.5, "b c", None])
    print(q, repr(f.getvalue()))
# ---- csv_writer_quote_none_escape
import csv, io
f = io.StringIO()
w = csv.writer(f, quoting=csv.QUOTE_NONE, escapechar="\\")
w.writerow(["a,b", 'q"x', "plain"])
print(repr(f.getvalue()))
try:
    csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(["a,b"])
except csv.Error as e:
    print(e)
# ---- csv_writer_dialects
import csv, io
for d in ("excel", "excel-tab", "unix"):
    f = io.StringIO()
    csv.writer(f, dialect=d).writerow(["a b", "c\td", 1])
    print(d, repr(f.getvalue()))
# ---- csv_writer_custom_delimiters
import csv, io
f = io.StringIO()
w = csv.writer(f, delimiter=";", quotechar="'", lineterminator="\n")
w.writerow(["a;b", "it's", "x"])
w.writerow(["no", "doublequote"])
f2 = io.StringIO()
csv.writer(f2, doublequote=False, escapechar="\\").writerow(['say "x"'])
print(repr(f.getvalue()), repr(f2.getvalue()))
# ---- csv_reader_basic
import csv, io
data = 'name,age\n"Smith, J",42\n"say ""hi""",7\n\nlast,\n'
for row in csv.reader(io.StringIO(data)):
    print(row)
# ---- csv_reader_list_and_line_num
import csv
r = csv.reader(["a,b", "c,d"])
print(next(r), r.line_num, list(r), r.line_num)
# ---- csv_reader_multiline_quoted
import csv, io
print(list(csv.reader(io.StringIO('a,"multi\nline",c\r\nd,e,f\r\n'))))
# ---- csv_reader_options
import csv
print(list(csv.reader(['a, b,  "c"'], skipinitialspace=True)), list(csv.reader(["a;b;c"], delimiter=";")), list(csv.reader(["a\tb"], dialect="excel-tab")))
print(list(csv.reader(["'x,y',z"], quotechar="'")), list(csv.reader(['a\\,b,c'], escapechar="\\")), list(csv.reader(['"a"b,c'])))
# ---- csv_reader_nonnumeric
import csv
print(list(csv.reader(['1,"abc",2.5,', '-3,"",x'] if False else ['1,"abc",2.5,', '-3,""'], quoting=csv.QUOTE_NONNUMERIC)))
try:
    list(csv.reader(["abc"], quoting=csv.QUOTE_NONNUMERIC))
except ValueError as e:
    print(e)
# ---- csv_reader_quote_none
import csv
print(list(csv.reader(['"a",b"c'], quoting=csv.QUOTE_NONE)))
# ---- csv_reader_errors
import csv
tests = [lambda: next(csv.reader([1])), lambda: list(csv.reader(['a"b'], strict=True)) if False else list(csv.reader(['"a"b'], strict=True)),
         lambda: list(csv.reader(['"ab'], strict=True)), lambda: list(csv.reader(["a\nb"])), lambda: csv.reader(5)]
for t in tests:
    try:
        t()
    except (csv.Error, TypeError) as e:
        print(type(e).__name__, e)
# ---- csv_reader_unterminated_lenient
import csv
print(list(csv.reader(['"ab', 'cd"', 'e'])), list(csv.reader(['"never closed'])))
# ---- csv_dialect_errors
import csv
tests = [lambda: csv.reader([], delimiter="ab"), lambda: csv.reader([], delimiter=5), lambda: csv.reader([], quotechar="ab"),
         lambda: csv.reader([], quoting=9), lambda: csv.reader([], dialect="nope"), lambda: csv.reader([], bad=1),
         lambda: csv.reader([], lineterminator=5), lambda: csv.reader([], quotechar=None), lambda: csv.writer(5)]
for t in tests:
    try:
        t()
    except (csv.Error, TypeError) as e:
        print(type(e).__name__, e)
# ---- csv_writerow_not_iterable
import csv, io
try:
    csv.writer(io.StringIO()).writerow(5)
except csv.Error as e:
    print(e)
# ---- csv_dictreader
import csv, io
r = csv.DictReader(io.StringIO("a,b\n1,2\n\n3,4,5\n6\n"))
print(r.fieldnames, list(r), r.line_num)
# ---- csv_dictreader_fieldnames_rest
import csv
rows = ["1,2,3", "4"]
print(list(csv.DictReader(rows, fieldnames=["x", "y"], restkey="extra", restval="-")))
# ---- csv_dictreader_empty
import csv, io
r = csv.DictReader(io.StringIO(""))
print(r.fieldnames, list(r))
# ---- csv_dictwriter
import csv, io
out = io.StringIO()
w = csv.DictWriter(out, fieldnames=["id", "name", "tags"])
w.writeheader()
w.writerow({"id": 1, "name": "Ann"})
w.writerows([{"id": 2, "name": "B, C", "tags": "x"}])
print(repr(out.getvalue()), w.fieldnames)
# ---- csv_dictwriter_extras
import csv, io
w = csv.DictWriter(io.StringIO(), fieldnames=["a"])
try:
    w.writerow({"a": 1, "zzz": 2})
except ValueError as e:
    print(e)
out = io.StringIO()
csv.DictWriter(out, fieldnames=["a", "b"], extrasaction="ignore", restval="?").writerow({"a": 1, "c": 3})
print(repr(out.getvalue()))
try:
    csv.DictWriter(io.StringIO(), ["a"], extrasaction="bad")
except ValueError as e:
    print(e)
# ---- csv_constants_dialects
import csv
print(csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE, csv.list_dialects(), csv.field_size_limit())
d = csv.get_dialect("excel")
print(d.delimiter, repr(d.lineterminator), d.quoting, d.escapechar, d.doublequote, d.skipinitialspace, d.strict, d.quotechar)
# ---- csv_register_dialect
import csv, io
csv.register_dialect("pipes", delimiter="|", quoting=csv.QUOTE_ALL, lineterminator="\n")
f = io.StringIO()
csv.writer(f, "pipes").writerow(["a", "b|c"])
print(repr(f.getvalue()), list(csv.reader(['"a"|"b|c"'], dialect="pipes")), "pipes" in csv.list_dialects())
# ---- csv_roundtrip_flow
# tools: {"fetch_rows": [{"args": {}, "output": {"json": [{"sku": "A1", "qty": 3, "note": "fragile, glass"}, {"sku": "B2", "qty": 0, "note": "say \"hi\""}]}}]}
import csv, io
rows = fetch_rows()
buf = io.StringIO()
w = csv.DictWriter(buf, fieldnames=["sku", "qty", "note"])
w.writeheader()
w.writerows(rows)
text = buf.getvalue()
back = list(csv.DictReader(io.StringIO(text)))
print(text)
print(back == [{k: str(v) for k, v in r.items()} for r in rows])
sum(int(r["qty"]) for r in back)
# ---- csv_tsv_report_flow
import csv, io
data = "name\tscore\nann\t90\nbob\t75\n"
scores = {r["name"]: int(r["score"]) for r in csv.DictReader(io.StringIO(data), delimiter="\t")}
print(scores, max(scores, key=scores.get))
# ---- html_escape
import html
print(html.escape("<a href='x' title=\"y\">&</a>"), html.escape("<'\">", quote=False), html.escape(""))
# ---- html_unescape_named
import html
print(html.unescape("&lt;p&gt; &amp;amp; &copy; &nbsp;| &hellip; &Eacute;cole &rarr; &NotEqualTilde; &fjlig;"))
# ---- html_unescape_prefix_rules
import html
print(html.unescape("&notit; &amp &AMP &copy2 &ampx; &bogus; & &;"))
# ---- html_unescape_numeric
import html
print(html.unescape("&#65;&#x42;&#X43;&#0;&#128;&#150;&#xD800;&#x110000;&#1;&#13;&#x1F600;&#99999999999999999999;"))
# ---- html_unescape_noop
import html
print(html.unescape("no entities here"), html.unescape("a && b"))
# ---- html_errors
import html
for t in (lambda: html.escape(5), lambda: html.unescape(5)):
    try:
        t()
    except (AttributeError, TypeError) as e:
        print(type(e).__name__, e)
# ---- html_roundtrip_flow
import html
snippets = ["Tom & Jerry", "<script>alert('x')</script>", "5 > 3"]
escaped = [html.escape(s) for s in snippets]
print(escaped, [html.unescape(e) for e in escaped] == snippets)
# ---- csv_dictreader_line_num_past_blank_rows
import csv, io
r = csv.DictReader(io.StringIO("h,k\n\n\nb,1\n\nc,2\n"))
print([(r.line_num, row) for row in r], r.line_num)
