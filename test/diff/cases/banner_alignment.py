r = mcp__deploy__status(env="prod")
title = f" {r['service']} v{r['version']} "
print(title.center(40, "="))
for k in ("region", "replicas", "healthy"):
    print(f"|{k.rjust(12)} : {str(r[k]).ljust(23)}|")
print("|" + str(r["build"]).zfill(10).center(38) + "|")
print("=" * 40)
print("-42".zfill(6), "abc".rjust(2), "x".center(4, "*"), "id".ljust(5, "."), "'")
title.strip()
