from dataclasses import dataclass, field
@dataclass(frozen=True)
class Row:
    k: int
    a: int = field(default_factory=lambda: score(id=1)["v"])
    b: list = field(default_factory=list)
    c: int = field(default_factory=lambda: score(id=2)["v"])
    def __post_init__(self):
        print("post", self.a, self.c)
def make(k):
    return Row(k)
def helper():
    rows = [Row(i) for i in range(2)]
    return rows
print(make(1), helper(), {Row(5).a}, sorted([3, 1], key=lambda k: Row(k).c))
@dataclass
class Bad:
    x: int = field(default_factory=lambda: score(id=99))
    y: int = field(default_factory=lambda: score(id=3)["v"])
try:
    Bad()
except ToolError as e:
    print("tool error", e)
class Svc:
    def build(self):
        return Row(7, c=0)
print(Svc().build())
print(Bad(x=1))
