# int() and float() of script classes: __int__, __float__, __index__ as the fallback of both,
# bool results, wrong result types, and classes with none of them.
class I:
    def __int__(self):
        return 7
class X:
    def __index__(self):
        return 3
class F:
    def __float__(self):
        return 2.5
class Both:
    def __int__(self):
        return 1
    def __index__(self):
        return 2
    def __float__(self):
        return 0.5
class B:
    def __int__(self):
        return True
class BadI:
    def __int__(self):
        return "7"
class BadF:
    def __float__(self):
        return 2
class BadX:
    def __index__(self):
        return 1.5
class Plain:
    pass
print(int(I()), int(X()), float(X()), float(F()), int(Both()), float(Both()), int(B()), type(int(B())).__name__)
for make in (BadI, BadF, BadX, Plain, F, I):
    for f in (int, float):
        try:
            print(make.__name__, f.__name__, f(make()))
        except TypeError as e:
            print(make.__name__, f.__name__, "TypeError", e)
