# int() and float() of a class whose __int__ / __float__ call a tool: the calls happen in order.
class C:
    def __len__(self):
        return fetch(n=3)
    def __int__(self):
        return fetch(n=4)
    def __float__(self):
        return 2.5
c = C()
print(len(c))
print(int(c))
print(float(c))
