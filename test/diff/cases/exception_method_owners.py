# A builtin exception's __init__ is its own, as CPython gives each exception type (not ExceptionGroup),
# and some their own __str__; a script's exception class reads its nearest builtin base's.
class E(KeyError): pass
class F(E): pass
class G(ValueError): pass
print(E.__init__ is KeyError.__init__, F.__init__ is KeyError.__init__, E.__init__ is BaseException.__init__)
print(KeyError.__init__ is LookupError.__init__, ValueError.__init__ is Exception.__init__, G.__init__ is ValueError.__init__)
print(KeyError.__str__ is BaseException.__str__, G.__str__ is BaseException.__str__, E.__str__ is KeyError.__str__)
print(ExceptionGroup.__init__ is BaseExceptionGroup.__init__, OSError.__str__ is BaseException.__str__)
print(E.__init__, G.__str__, ValueError.__repr__, KeyError.__str__)
print(E.__repr__ is BaseException.__repr__)
e = E('k')
KeyError.__init__(e, 'x')
print(e.args, str(e), KeyError.__str__(e))
try:
    KeyError.__init__(ValueError())
except TypeError as x:
    print(x)
