import re

log = file_read(path="logs/requests.log")["text"]
rx = re.compile(r"(?P<method>GET|POST|PUT|DELETE) (?P<path>/\S*) (?P<status>\d{3}) (?P<ms>\d+)ms")
rows = []
for m in rx.finditer(log):
    d = m.groupdict()
    rows.append(d)
    print(m.span(), m.start("path"), d["method"], d["path"], m.group("status", "ms"))
print(re.split(r"\s*[;,]\s*", "a, b;c ,d"))
print(rx.pattern[:20], bool(rx.search("nothing")), rx.fullmatch("GET / 200 5ms").groups())
{"slow": [r["path"] for r in rows if int(r["ms"]) > 100]}
