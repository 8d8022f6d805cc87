from functools import cached_property, total_ordering

@total_ordering
class Version:
    def __init__(self, s):
        self.s = s
    @cached_property
    def parts(self):
        print("parsing", self.s)
        return tuple(int(p) for p in self.s.split("."))
    def __eq__(self, o):
        return isinstance(o, Version) and self.parts == o.parts
    def __lt__(self, o):
        return self.parts < o.parts
    def __hash__(self):
        return hash(self.parts)
    def __repr__(self):
        return f"Version({self.s!r})"

class Repo:
    def __init__(self, name):
        self.name = name
    @cached_property
    def releases(self):
        return [Version(t) for t in list_tags(repo=self.name)]

r = Repo("toolflow")
vs = r.releases
print(len(r.releases), max(vs), min(vs), sorted(vs))
print(Version("1.2.0") >= Version("1.10.0"), Version("2.0") <= Version("2.0"), Version("1.0") > Version("0.9"))
print(len(set(vs)), Version("1.2.0") in vs)
del r.releases
print(len(r.releases))
str(max(r.releases))
