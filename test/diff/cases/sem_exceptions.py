def attempt(fn):
    try:
        return fn()
    except (KeyError, IndexError) as e:
        return f"lookup {type(e).__name__}: {e}"
    except ZeroDivisionError as e:
        return f"zero: {e}"
    except Exception as e:
        return f"other {type(e).__name__}: {e}"

print(attempt(lambda: {}["missing"]))
print(attempt(lambda: [][3]))
print(attempt(lambda: 1 / 0))
print(attempt(lambda: 1 // 0))
print(attempt(lambda: 1 % 0))
print(attempt(lambda: int("x1")))
print(attempt(lambda: float("abc")))
print(attempt(lambda: "a" + 1))
print(attempt(lambda: 1 + "a"))
print(attempt(lambda: [1, 2].index(5)))
print(attempt(lambda: "abc".index("z")))
print(attempt(lambda: len(5)))
print(attempt(lambda: undefined_name))
print(attempt(lambda: (1, 2).append(3)))
print(attempt(lambda: {1, 2}.remove(3)))
print(attempt(lambda: [].pop()))
print(attempt(lambda: {}.popitem()))
print(attempt(lambda: next(iter([]))))
e = ValueError("bad", 42)
print(e.args, str(e), repr(e), str(KeyError("k")), repr(KeyError("k")), str(ValueError()), repr(TypeError("x")))
print(isinstance(e, Exception), isinstance(KeyError("k"), LookupError), isinstance(ZeroDivisionError(), (ValueError, ArithmeticError)))
try:
    raise NotImplementedError
except RuntimeError as err:
    print("caught as RuntimeError:", type(err).__name__, repr(err))
"end"
