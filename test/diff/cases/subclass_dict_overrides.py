# A script's dict subclasses: syntax honours the overrides, dict's own methods bypass them.
import json


class AttrDict(dict):
    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name) from None

    def __setattr__(self, name, value):
        self[name] = value


cfg = AttrDict(host="h", port=80)
cfg.debug = True
print(cfg.host, cfg.port, cfg.debug, cfg, len(cfg), type(cfg).__name__)
print(json.dumps(cfg, sort_keys=True), dict(cfg), sorted(cfg), list(cfg.items()), {**cfg})
print(isinstance(cfg, dict), type(cfg) is AttrDict, issubclass(AttrDict, dict), cfg == {"host": "h", "port": 80, "debug": True})
try:
    cfg.missing
except AttributeError as e:
    print("AttributeError", e)


class Defaults(dict):
    def __missing__(self, key):
        return "{" + key + "}"


d = Defaults(name="Bob")
print("{name} is {age}".format_map(d), d["nope"], d.get("nope"), "nope" in d, len(d))


class Registry(dict):
    def __setitem__(self, k, v):
        print("set", k, v)
        super().__setitem__(k, v.upper())

    def __delitem__(self, k):
        print("del", k)
        dict.__delitem__(self, k)


r = Registry()
r["a"] = "x"
r.update(b="y")
r.setdefault("c", "z")
dict.__setitem__(r, "d", "w")
del r["d"]
r.pop("c")
print(r, r.copy(), type(r.copy()).__name__, dict(r), r | {"e": "v"}, type(r | {}).__name__)
r |= {"f": "g"}
print(r, type(r).__name__)


class CaseInsensitiveDict(dict):
    def __init__(self, *args, **kwargs):
        super().__init__()
        for k, v in dict(*args, **kwargs).items():
            self[k] = v

    def __getitem__(self, k):
        return super().__getitem__(k.lower())

    def __setitem__(self, k, v):
        super().__setitem__(k.lower(), v)

    def __contains__(self, k):
        return super().__contains__(k.lower())


c = CaseInsensitiveDict({"Content-Type": "json"}, Accept="*")
c["X-Id"] = 7
print(c["CONTENT-TYPE"], "accept" in c, "ACCEPT" in c, c.get("X-ID"), c, len(c))
for k in c:
    print(k, c[k])


class Counted(dict):
    def __len__(self):
        return 42

    def __iter__(self):
        return iter(sorted(super().keys(), reverse=True))

    def __repr__(self):
        return "Counted(" + super().__repr__() + ")"

    def __eq__(self, other):
        return "eq?"


k = Counted(a=1, b=2)
print(len(k), bool(k), list(k), k, str(k), [k], k == 1, k != 1, dict(k), json.dumps(k))
print([t.__name__ for t in Defaults.__mro__])
try:
    Registry()["zz"]
except KeyError as e:
    print("KeyError", e)
try:
    hash(d)
except TypeError as e:
    print("TypeError", e)
cfg
