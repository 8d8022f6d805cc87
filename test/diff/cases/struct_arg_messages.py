# struct module functions and Struct methods name themselves as CPython does in argument errors
# (_struct.calcsize(), Struct.unpack()), and METH_O functions qualify their name (math.floor()).
import struct
def t(f, *a):
    try: f(*a)
    except (TypeError, struct.error) as e: print(type(e).__name__, e)
t(struct.calcsize); t(struct.calcsize, 'i', 'i')
t(struct.pack); t(struct.unpack); t(struct.unpack, 'i')
t(struct.pack_into); t(struct.pack_into, 'i')
t(struct.unpack_from); t(struct.iter_unpack); t(struct.iter_unpack, 'i')
s = struct.Struct('i')
t(s.pack_into); t(s.unpack); t(s.unpack_from); t(s.iter_unpack); t(struct.Struct)
t(s.unpack, b'', b'')
t(s.iter_unpack, b'', b'')
t(struct.unpack, 'i', b'', b'')
t(struct.iter_unpack, 'i', b'', b'')
for name in ['calcsize', 'pack', 'unpack', 'iter_unpack', 'pack_into', 'unpack_from']:
    try: getattr(struct, name)(format='i')
    except TypeError as e: print(e)
t(struct.unpack_from, 'i', b'', 0, 1)
t(struct.unpack_from)
t(b''.join); t(bytearray().append)
import math
t(math.floor); t(math.sqrt); t(abs); t(len); t(ord)
