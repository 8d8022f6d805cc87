# csv.Sniffer (sniff with and without delimiters=, has_header) over a tool's CSV text and other
# samples, as csv.py guesses; csv.excel/excel_tab/unix_dialect and a script's own dialect class.
import csv
import io

raw = export_table(table="products")["text"]
sniffer = csv.Sniffer()
dialect = sniffer.sniff(raw[:1024])
print(repr(dialect.delimiter), repr(dialect.quotechar), dialect.doublequote, dialect.skipinitialspace, sniffer.has_header(raw))
rows = list(csv.DictReader(io.StringIO(raw), dialect=dialect))
print(rows)
print(sum(float(r["price"]) * int(r["qty"]) for r in rows))
samples = [
    "a;b;c\n1;2;3\n",
    "name,age\nann,3\nbob,4\n",
    'id,"full name",score\n1,"Smith, J",9.5\n2,"Doe, A",7\n',
    "x\ty\tz\n1\t2\t3\n4\t5\t6\n",
    "'a', 'b'\n'c', 'd'\n",
    '"only"\n"quoted"\n',
    "no delimiters here\n",
    "date:value\n2024-01-01:5\n2024-01-02:6\n",
    "a, b, c\n1, 2, 3\n",
    'a,"say ""hi""",c\n1,"x",3\n',
    "h1,h2\r\n10,20\r\n30,40\r\n",
    "1,2\n3,4\n",
    "a b c\nd e f\ng h i\n",
    "col1,col2,col3\nx,1,2\ny,3\nz,5,6\n",
    "",
    "a,b;c\n1,2;3\n4,5;6\n",
]
print(sniffer.preferred)
for smp in samples:
    try:
        d = sniffer.sniff(smp)
        print(repr(d.delimiter), repr(d.quotechar), d.doublequote, bool(d.skipinitialspace), d.quoting, repr(d.lineterminator), d.escapechar, sniffer.has_header(smp))
    except csv.Error as e:
        print("Error", e)
print(sniffer.sniff("a;b,c\n1;2,3\n", delimiters=";").delimiter, sniffer.sniff("a;b,c\n1;2,3\n", delimiters=[","]).delimiter)


class Semi:
    delimiter = ";"
    quotechar = "'"


class Bad:
    delimiter = 5


print(list(csv.reader(io.StringIO("a;'b;c'\n"), Semi)), list(csv.reader(["a\tb"], dialect=csv.excel_tab)), csv.excel.delimiter)
out = io.StringIO()
csv.writer(out, dialect=csv.unix_dialect).writerow([1, "a"])
print(repr(out.getvalue()))
try:
    csv.reader([], Bad)
except TypeError as e:
    print("TypeError", e)
