# str.join lists a generator expression before joining: every element is made (and printed)
# before the non-str element raises, as CPython's PySequence_Fast does.
def show(x):
    print("made", x)
    return x

print("-".join(str(i) * 2 for i in range(4) if i != 2))
print("".join(c.upper() for w in ["ab", "cd"] for c in w))
print(", ".join(k + "=" + str(v) for k, v in sorted({"b": 2, "a": 1}.items())))
print("|".join(x for x in []))
sep = "+"
print(sep.join(show(s) for s in "xyz"))
print("/".join(show(v) for v in ["a", 1, "b"]))
