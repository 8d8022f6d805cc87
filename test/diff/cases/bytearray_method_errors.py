# bytearray methods' errors name bytearray (bytes' own stay bytes): argument counts, keywords, types.
def t(f):
    try:
        r = f()
        print("ok", r)
    except Exception as e:
        print(type(e).__name__, e)
for x in (bytearray(b'a b'), b'a b'):
    for f in (
        lambda: x.partition(), lambda: x.partition(1), lambda: x.rpartition(b'a', 2), lambda: x.split(1),
        lambda: x.split(foo=1), lambda: x.split(maxsplit='a'), lambda: x.rsplit(None, 'a'), lambda: x.join([1]),
        lambda: x.join(1), lambda: x.join(), lambda: x.find('a'), lambda: x.find(), lambda: x.count(300),
        lambda: x.decode(1), lambda: x.decode(1, 2, 3), lambda: x.decode(foo=1), lambda: x.startswith(1),
        lambda: x.strip(1, 2), lambda: x.strip(foo=1), lambda: x.upper(1), lambda: x.upper(foo=1),
        lambda: x.replace(b'a'), lambda: x.hex(b'ab'), lambda: x.hex(1, 2, 3), lambda: x.center(3, b'ab'),
        lambda: x.center(1, 2, 3), lambda: x.zfill('a'), lambda: x.expandtabs(1, 2), lambda: x.splitlines(1, 2),
        lambda: x.splitlines(foo=1), lambda: x.translate(), lambda: x.translate(b'ab'), lambda: x.maketrans(1, 2),
        lambda: x.removeprefix(1), lambda: x.index(b'z'), lambda: x.fromhex(), lambda: x.fromhex('zz'),
        lambda: x.isalpha(1), lambda: x.title(1), lambda: x.lstrip(b'a', b'b'), lambda: x.split(b'a', 1, foo=1),
    ):
        t(f)
b = bytearray(b'ab')
print(b.removeprefix(b'x') is b, type(b.partition(b'a')[0]), type(bytearray.fromhex('00')), type(bytearray.maketrans(b'a', b'b')))
