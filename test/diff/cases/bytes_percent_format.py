# bytes % args (PEP 461): bytes for bytes, bytearray for bytearray; conversions, flags, errors.
class C:
    def __bytes__(self):
        return b'cc'
class D:
    def __bytes__(self):
        return bytearray(b'x')
class I:
    def __index__(self):
        return 66
def t(f):
    try:
        r = f()
        print("ok", type(r).__name__, r)
    except Exception as e:
        print(type(e).__name__, e)
t(lambda: b'%d %s %r %a %x %c %b' % (5, b'x', b'y', 'z\xe9', 255, 65, bytearray(b'q')))
t(lambda: bytearray(b'%s|%5s|%-5s|%.1s|') % (b'x', b'ab', bytearray(b'cd'), b'ef'))
t(lambda: b'%(k)s %(n)05d %(k)r' % {b'k': b'v', b'n': 3})
t(lambda: b'%(k)s' % {'k': b'v'})
t(lambda: b'%%|%c%c%c|%5c|%-3c|' % (b'a', bytearray(b'z'), I(), 65, True))
t(lambda: b'%f %e %g %.2f %+.3f % d %05d %x %X %#x %o %#o %i %u' % (1.5, 2.5, 3.5, 1.234, 2, 3, -42, 255, 255, 255, 8, 8, 7, 9))
t(lambda: b'%*d|%-*d|%.*f' % (5, 3, 4, 2, 2, 1.2345))
t(lambda: b'%s %b' % (C(), C()))
t(lambda: b'%r %a' % ('\u20ac', [1, b'\xff', 'x']))
t(lambda: b'\xff%s\x80' % b'\xfe')
t(lambda: b'%s' % 'str')
t(lambda: b'%b' % 1.5)
t(lambda: b'%s' % None)
t(lambda: b'%s' % D())
t(lambda: b'%c' % b'ab')
t(lambda: b'%c' % 256)
t(lambda: b'%c' % -1)
t(lambda: b'%c' % (2 ** 70))
t(lambda: b'%c' % 'a')
t(lambda: b'%c' % 1.0)
t(lambda: b'%s %s' % (b'a',))
t(lambda: b'%s' % (b'a', b'b'))
t(lambda: b'abc' % 1)
t(lambda: b'abc' % b'')
t(lambda: b'abc' % 'x')
t(lambda: b'abc' % bytearray())
t(lambda: b'abc' % ())
t(lambda: b'abc' % [])
t(lambda: b'abc' % {})
t(lambda: b'%(a)s' % (1,))
t(lambda: b'%(a)s' % b'x')
t(lambda: b'%z' % 1)
t(lambda: b'%\x01' % 1)
t(lambda: b'%\x80' % 1)
t(lambda: b'%' % ())
t(lambda: b'%(a' % {})
t(lambda: b'%5%' % (1,))
t(lambda: b'%5%' % ())
t(lambda: b'%d' % 'x')
t(lambda: b'%x' % 1.0)
t(lambda: b'%d' % True)
t(lambda: b'%s' % [b'x'])
b = bytearray(b'%d-')
b %= 7
t(lambda: b)
s = b'%s'
s %= b'q'
t(lambda: s)
# str % keeps only `%%` itself as a literal percent
t(lambda: '%5%' % (1,))
t(lambda: '%5%|' % ())
t(lambda: '%(a)%' % {'a': 1})
t(lambda: '%%|%s' % 'x')
