# list_extend reads the list itself through its class's __iter__ alone (PySequence_Fast: no
# length hint), another list subclass through __iter__ and __len__; bytes() asks the length hint
# first (_PyBytes_FromIterator), bytearray() none.
class L(list):
    def __iter__(self):
        print("iter called")
        return iter([9])

    def __len__(self):
        print("len called")
        return 2


l = L([1, 2])
l.extend(l)
print(list.__repr__(l))
a = L([1, 2])
a += a
print(list.__repr__(a))
b = [0]
b += L([5])
print(b)
c = [0]
c.extend(L([5]))
print(c)
d = L([1])
d.extend([3])
print(list.__repr__(d))
e = L([4])
list.__init__(e, e)
print(list.__repr__(e))
print(bytes(L([1, 2])))
print(bytearray(L([1, 2])))


class M(list):
    def __len__(self):
        print("M len")
        return 2


m = M([1, 2])
m.extend(m)
m += m
print(m)
print(bytes(M([3])), bytearray(M([4])))


class N(list):
    def __len__(self):
        raise ValueError("bad len")


class K(list):
    def __len__(self):
        raise TypeError("no")


print(bytes(K([7])))
try:
    print(bytes(N([1])))
except ValueError as e:
    print("ValueError", e)
x = [1, 2]
x.extend(x)
x += x
print(x)
