# vars() of a value without __dict__: CPython's TypeError, uncaught.
def describe(obj):
    return {k: v for k, v in vars(obj).items() if not k.startswith("_")}


class Box:
    def __init__(self):
        self.size = 3


print(describe(Box()))
print(describe(5))
