# __init_subclass__: a plain def made a classmethod, a registry keyed by a class keyword, super()
# to object's (which takes no keywords), a classmethod form, a check that raises, the errors, and
# a hook that makes a subclass of each new class (RecursionError).
class Plugin:
    registry = {}
    def __init_subclass__(cls, /, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.plugin_name = name or cls.__name__.lower()
        Plugin.registry[cls.plugin_name] = cls

class Csv(Plugin, name="csv"):
    pass

class Json(Plugin):
    pass

class Sub(Csv, name="sub"):
    pass

print(sorted(Plugin.registry), Csv.plugin_name, Json.plugin_name, Sub.plugin_name, hasattr(Plugin, "plugin_name"))

class Tracked:
    subclasses = []
    @classmethod
    def __init_subclass__(cls, **kw):
        cls.subclasses.append(cls.__name__)
        super().__init_subclass__(**kw)

class A(Tracked): pass
class B(A): pass
print(Tracked.subclasses)

for make in [lambda: type("X", (), {}), None]:
    pass
try:
    class Bad(Plugin, color="red"):
        pass
except TypeError as e:
    print("TypeError", e)
try:
    class Bad2(x=1):
        pass
except TypeError as e:
    print("TypeError", e)
try:
    object.__init_subclass__(x=1)
except TypeError as e:
    print("TypeError", e)
print(object.__init_subclass__(), Plugin.__init_subclass__.__name__)

class Checked:
    def __init_subclass__(cls):
        if not hasattr(cls, "run"):
            raise TypeError(f"{cls.__name__} must define run")
class Good(Checked):
    def run(self): return 1
try:
    class NoRun(Checked): pass
except TypeError as e:
    print(e)
print(Good().run())
class Deep:
    def __init_subclass__(cls):
        class Again(cls):
            pass
try:
    class Deeper(Deep):
        pass
except RecursionError:
    print("RecursionError")
sorted(Plugin.registry)
