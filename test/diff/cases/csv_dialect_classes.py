import csv, io
print(csv.excel, csv.excel_tab, csv.unix_dialect, csv.Dialect)
print(csv.excel.__mro__, csv.excel.__module__)
print(csv.excel.delimiter, repr(csv.excel.lineterminator), csv.excel.quoting, csv.unix_dialect.quoting, repr(csv.excel_tab.delimiter))
print(csv.Dialect.delimiter, csv.Dialect._name, csv.Dialect._valid, csv.excel._name, csv.excel._valid)
e = csv.excel()
print(type(e).__name__, e.delimiter, e._valid, isinstance(e, csv.Dialect))
class MyDialect(csv.excel):
    delimiter = ";"
for d in (MyDialect, MyDialect(), "excel", csv.excel_tab):
    out = io.StringIO()
    csv.writer(out, dialect=d).writerow(["a", "b c", 'q"'])
    print(repr(out.getvalue()))
print(list(csv.reader(["x;y", "1;2"], dialect=MyDialect)))
csv.register_dialect("semi", MyDialect, quoting=csv.QUOTE_ALL)
print(csv.list_dialects())
g = csv.get_dialect("semi")
print(type(g).__name__, g.delimiter, g.quoting, isinstance(g, csv.Dialect))
out = io.StringIO()
csv.writer(out, "semi").writerow([1, 2])
print(repr(out.getvalue()))
class Bad(csv.Dialect):
    delimiter = ";;"
try:
    Bad()
except csv.Error as ex:
    print("Error", ex)
try:
    csv.Dialect()
except csv.Error as ex:
    print("Error", ex)
class Ok(csv.Dialect):
    delimiter = ","
    quotechar = "'"
    doublequote = True
    quoting = csv.QUOTE_MINIMAL
    lineterminator = "\n"
o = Ok()
print(o._valid, Ok._valid)
out = io.StringIO()
w = csv.DictWriter(out, ["k"], dialect=o)
w.writeheader(); w.writerow({"k": "it's"})
print(repr(out.getvalue()))
