# An __init_subclass__ that calls a tool, at module level: the class statement waits for it, in
# order, and the hook sees the class (zero-argument super() in what it calls works).
class Registry:
    ranks = {}
    def __init_subclass__(cls, /, x=1, **kw):
        super().__init_subclass__(**kw)
        Registry.ranks[cls.__name__] = rank(x=x)
        cls.label = cls.describe()
    @classmethod
    def describe(cls):
        return "registry"

class First(Registry, x=2):
    @classmethod
    def describe(cls):
        return "first<" + super().describe() + ">"

class Second(First):
    pass

print(Registry.ranks, First.label, Second.label)
sorted(Registry.ranks.items())
