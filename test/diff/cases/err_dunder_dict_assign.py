# __dict__ must be set to a dict: CPython's TypeError, uncaught.
class Record:
    def __init__(self, **fields):
        self.__dict__.update(fields)


r = Record(a=1)
print(vars(r))
r.__dict__ = [("a", 2)]
