print("a,b".split(","))
"a,b".split(1)
