# type.mro(C), C.mro() and the builtin types' __mro__/__bases__/__base__, as CPython's.
import collections
class A: pass
class B(A): pass
class C(B): pass
class D(ValueError): pass
def t(f):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
t(lambda: type.mro(C)); t(lambda: C.mro()); t(lambda: int.mro()); t(lambda: bool.mro())
t(lambda: type.mro(bool)); t(lambda: object.mro()); t(lambda: type.mro(type))
t(lambda: KeyError.mro()); t(lambda: type.mro(5)); t(lambda: type.mro())
t(lambda: (int.__mro__, bool.__mro__, dict.__mro__, bool.__bases__, bool.__base__, object.__bases__, object.__base__))
t(lambda: (C.__bases__, C.__base__, B.__base__, A.__bases__))
class M:
    def mro(self): return 'own'
t(lambda: M().mro()); t(lambda: M.mro(M()))
t(lambda: hasattr(A, 'mro')); t(lambda: getattr(A, 'nope', 'dflt'))
t(lambda: type.mro(C) is type.mro(C))
