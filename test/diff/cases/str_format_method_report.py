res = web_search(query="vitest concurrency")
tmpl = "{rank:>3}. {title:<30.30} [{domain}]"
for rank, r in enumerate(res, start=1):
    domain = r["url"].split("/")[2]
    print(tmpl.format(rank=rank, title=r["title"], domain=domain))
print("{0} results, first: {1[title]!r}, {0:#x} in hex".format(len(res), res[0]))
print("{:*^20}".format(" end "))
"{:,.2f}|{:08.3f}|{:e}|{:g}|{:%}".format(1234567.891, -3.14159, 0.000123, 1e20, 0.25)
