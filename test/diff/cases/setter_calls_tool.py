# Attribute stores and deletions whose setter, __setattr__, __delattr__ or descriptor calls a tool:
# each waits for the tool, in CPython's order, and the setter's exceptions propagate.


class Account:
    def __init__(self, email):
        self.email = email  # the property's setter, from __init__

    @property
    def email(self):
        return self._email

    @email.setter
    def email(self, value):
        r = save(field="email", value=value)
        if not r["ok"]:
            raise ValueError(f"rejected {value}")
        self._email = value

    @email.deleter
    def email(self):
        save(field="email", value=None)
        del self._email


a = Account("a@x")
print("init", a.email)
a.email = "b@x"
print("set", a.email)
try:
    a.email = "bad"
except ValueError as e:
    print("error", e, a.email)
setattr(a, "email", "c@x")
print("setattr", a.email)
del a.email
print("deleted", hasattr(a, "_email"))


class Audited:
    def __setattr__(self, name, value):
        save(field=name, value=value)
        super().__setattr__(name, value)

    def __delattr__(self, name):
        save(field=name, value=None)
        object.__delattr__(self, name)


u = Audited()
u.count = 1
u.count += 2
print("count", u.count)
u.a, u.b = "x", "y"
print("pair", u.a, u.b)
del u.a
print("has a", hasattr(u, "a"))


class Strict:
    def __setattr__(self, name, value):
        save(field=name, value=value)
        raise AttributeError(f"read-only {name}")


s = Strict()
try:
    s.level = "X"
    print("not reached")
except AttributeError as e:
    print("refused", e)


class Remote:
    def __set_name__(self, owner, name):
        self.name = name

    def __get__(self, obj, owner=None):
        return obj.__dict__.get(self.name)

    def __set__(self, obj, value):
        save(field=self.name, value=value)
        obj.__dict__[self.name] = value

    def __delete__(self, obj):
        save(field=self.name, value=None)
        obj.__dict__.pop(self.name)


class Profile:
    city = Remote()

    def move(self, to):
        self.city = to
        return self.city


p = Profile()
print("moved", p.move("Oslo"))
p.city += "!"
print("city", p.city)
del p.city
print("city gone", p.city)
