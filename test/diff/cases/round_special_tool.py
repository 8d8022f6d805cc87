# round() of an instance whose __round__ calls a tool: the call is awaited, in order.
class Fetched:
    def __round__(self, ndigits=None):
        return read(path="notes.txt")["text"][: ndigits or 3]


for i in range(2):
    print(round(Fetched()), round(Fetched(), 5), round(2.5), round(2.675, 2))
