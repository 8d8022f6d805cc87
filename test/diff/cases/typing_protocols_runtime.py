# typing.Protocol as CPython 3.11 checks it: isinstance/issubclass refused unless
# @runtime_checkable; then an object counts by having every member (methods and annotated
# attributes, a method set to None does not), a class by defining every method; protocols with
# data members refuse issubclass; even a class deriving from a protocol that is not checkable is refused.
from typing import Protocol, runtime_checkable

@runtime_checkable
class Closer(Protocol):
    def close(self) -> None: ...

@runtime_checkable
class Named(Protocol):
    name: str
    def greet(self) -> str: ...

class Plain(Protocol):
    def run(self) -> None: ...

class File:
    def close(self): return "closed"

class Person:
    def __init__(self): self.name = "ann"
    def greet(self): return "hi " + self.name

class Nameless:
    def greet(self): return "?"

class Blocked(File):
    close = None

class Runner(Plain):
    def run(self): return 1

out = [isinstance(File(), Closer), isinstance(Person(), Closer), isinstance(Person(), Named), isinstance(Nameless(), Named),
       isinstance(Blocked(), Closer), issubclass(File, Closer), issubclass(int, Closer)]
for check in [lambda: isinstance(Runner(), Plain), lambda: isinstance(File(), Plain), lambda: issubclass(File, Plain), lambda: issubclass(Person, Named), lambda: runtime_checkable(File)]:
    try:
        out.append(check())
    except TypeError as e:
        out.append(str(e).split(" at 0x")[0])
out
