class C:
    def __bytes__(self):
        return b"hi"
class D:
    def __bytes__(self):
        return "no"
class F:
    def __bytes__(self):
        return b"sub"
    def __iter__(self):
        return iter([1, 2])
print(bytes(C()))
r = bytes(F())
print(r, type(r).__name__)
print(bytearray(F()))
try:
    bytes(D())
except TypeError as e:
    print("TypeError", e)
try:
    bytearray(C())
except TypeError as e:
    print("TypeError", e)
try:
    bytes(C(), "utf-8")
except TypeError as e:
    print("TypeError", e)
class N:
    pass
class G:
    def __getitem__(self, i):
        if i < 3:
            return i
        raise IndexError
for f in (bytes, bytearray):
    try:
        f(N())
    except TypeError as e:
        print("TypeError", e)
    print(f(G()))
