# str.join checks every item is a str, naming the first that is not by its index and type, for
# lists, tuples and other iterables alike; a str receiver known from a literal calls str's own join.
def attempt(sep, items):
    try:
        return sep.join(items)
    except TypeError as e:
        return "TypeError: " + str(e)


print(attempt(", ", ["a", "b", "c"]))
print(attempt(", ", ["a", 1, "c"]))
print(attempt("-", ("x", "y", None)))
print(attempt("", [b"a"]))
print(attempt("+", [1.5]))
print(attempt("+", iter(["p", "q", 3])))
print(attempt("+", (w for w in ["p", ["q"]])))
print(attempt("+", []))
print(attempt("+", 5))
print(attempt("+", "abc"))
print(", ".join(["a", "b"]), "-".join(w.upper() for w in "xyz"), "".join([]))
try:
    print(", ".join(["a", 2]))
except TypeError as e:
    print("TypeError:", e)
try:
    print(", ".join(("a", "b", {})))
except TypeError as e:
    print("TypeError:", e)
words = ["ab", "cd"]
print("|".join(words), "{}={}".format("k", 1), "abc".upper(), "a,b".split(","), " x ".strip())
