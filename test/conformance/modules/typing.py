# Modules: typing — imports, reprs of special forms and aliases, subscription errors,
# isinstance, get_origin/get_args, builtin generics and `|` unions, annotations evaluated when
# CPython evaluates them, `from __future__ import annotations`.
# ---- import_any
from typing import Any
def f(x: Any) -> Any:
    return x
print(f(3), Any)
# ---- import_many
from typing import Any, Optional, Union, List, Dict, Tuple, Set, FrozenSet, Callable, Iterable, Iterator, Generator, Sequence, Mapping
print(Optional, Union, List, Dict, Tuple, Set, FrozenSet, Callable, Iterable, Iterator, Generator, Sequence, Mapping)
# ---- import_more
from typing import Literal, TypedDict, NamedTuple, Protocol, TypeVar, Generic, cast, TYPE_CHECKING, Final, ClassVar, Annotated
print(Literal, Protocol, Generic, TYPE_CHECKING, Final, ClassVar, Annotated, TypeVar)
# ---- import_async_names
from typing import Awaitable, Coroutine, AsyncIterator, AsyncIterable, AsyncGenerator, Type, NoReturn, Self, Never
print(Awaitable, Coroutine, AsyncIterator, AsyncIterable, AsyncGenerator, Type, NoReturn, Self, Never)
# ---- import_module
import typing
print(typing.Any, typing.List[int], typing.Optional[str], typing.TYPE_CHECKING)
# ---- import_as
import typing as t
from typing import Dict as D
print(t.Dict[str, t.Any], D[int, str])
# ---- type_of_forms
from typing import Any, Optional, List, Callable, Literal, Tuple, TypeVar, Union
print(type(Any), type(Optional), type(List), type(Callable), type(Literal), type(Tuple), type(TypeVar("T")))
print(type(List[int]), type(Union[int, str]), type(Literal[1]), type(Callable[[int], str]))
# ---- list_dict_reprs
from typing import List, Dict, Set, FrozenSet, Any
print(List[int], Dict[str, Any], Set[str], FrozenSet[int], List[List[int]], Dict[str, List[Dict[str, int]]])
# ---- tuple_reprs
from typing import Tuple
print(Tuple[int, str], Tuple[()], Tuple[int])
# ---- optional_reprs
from typing import Optional, Union, List
print(Optional[int], Optional[List[str]], Optional[Union[int, str]], Optional[Optional[int]])
# ---- union_reprs
from typing import Union
print(Union[int, str], Union[int, None, str], Union[int], Union[int, int, str], Union[str, Union[int, float]])
# ---- union_none_last
from typing import Union
print(Union[None, int], Union[int, None], Union[None, int, str])
# ---- union_equality
from typing import Union, Optional
print(Union[int, str] == Union[str, int], Optional[int] == Union[int, None], Union[int, str] == Union[int, float])
print(hash(Union[int, str]) == hash(Union[str, int]))
# ---- none_becomes_nonetype
from typing import List, Dict
print(List[None], Dict[str, None])
# ---- forward_refs
from typing import List, Optional
print(List["Node"], Optional["Tree"])
# ---- literal_reprs
from typing import Literal
print(Literal["a", "b"], Literal[1, 2, 3], Literal[None], Literal[True, 1], Literal["a", "a"])
# ---- callable_reprs
from typing import Callable, Any
print(Callable[[int, str], bool], Callable[[], None], Callable[[Any], Any], Callable)
# ---- annotated_final_classvar
from typing import Annotated, Final, ClassVar, List
print(Annotated[int, "meta"], Annotated[str, 1, 2], Annotated[Annotated[int, "a"], "b"], Final[int], ClassVar[List[int]])
# ---- type_generator_abc
from typing import Type, Generator, Iterator, Iterable, Mapping, Sequence, Awaitable, Coroutine, AsyncIterator
print(Type[int], Generator[int, None, None], Iterator[str], Iterable[int], Mapping[str, int], Sequence[float])
print(Awaitable[int], Coroutine[None, None, int], AsyncIterator[bytes])
# ---- typevar_reprs
from typing import TypeVar, Generic, Protocol, List, Dict
T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V")
print(T, TypeVar("Co", covariant=True), TypeVar("Contra", contravariant=True), TypeVar("N", int, float))
print(Generic[T], Generic[K, V], Protocol[T], List[T], Dict[K, V])
# ---- typevar_bound
from typing import TypeVar
N = TypeVar("N", bound=int)
print(N, type(N).__name__)
# ---- generic_protocol_classes
from typing import Generic, Protocol
print(Generic, Protocol)
# ---- text_anystr
from typing import Text, AnyStr
print(Text, AnyStr, Text("abc"))
# ---- too_many_args
from typing import List
try:
    List[int, str]
except TypeError as e:
    print(e)
# ---- too_few_args
from typing import Dict
try:
    Dict[int]
except TypeError as e:
    print(e)
# ---- not_generic
from typing import Hashable, Sized, List
for bad in (Hashable, Sized, List[int]):
    try:
        bad[int]
    except TypeError as e:
        print(e)
# ---- optional_two_args
from typing import Optional
try:
    Optional[int, str]
except TypeError as e:
    print(e)
# ---- union_empty
from typing import Union
try:
    Union[()]
except TypeError as e:
    print(e)
# ---- final_two_args
from typing import Final, ClassVar
for form in (Final, ClassVar):
    try:
        form[int, str]
    except TypeError as e:
        print(e)
# ---- annotated_one_arg
from typing import Annotated
try:
    Annotated[int]
except TypeError as e:
    print(e)
# ---- callable_bad
from typing import Callable
for build in (lambda: Callable[int], lambda: Callable[[int], str, int]):
    try:
        build()
    except TypeError as e:
        print(e)
# ---- generic_needs_typevars
from typing import Generic, Protocol
for form in (Generic, Protocol):
    try:
        form[int]
    except TypeError as e:
        print(e)
# ---- not_subscriptable_forms
from typing import Any, NoReturn, Self
for form in (Any, NoReturn, Self):
    try:
        form[int]
    except TypeError as e:
        print(e)
# ---- isinstance_plain_aliases
from typing import List, Dict, Tuple, Set, Callable, Iterable, Iterator, Mapping, Sequence
print(isinstance([], List), isinstance({}, Dict), isinstance((), Tuple), isinstance(set(), Set), isinstance(len, Callable))
print(isinstance("ab", Iterable), isinstance(5, Iterable), isinstance(iter([]), Iterator), isinstance([], Iterator))
print(isinstance({}, Mapping), isinstance([], Mapping), isinstance("s", Sequence), isinstance({1}, Sequence))
# ---- isinstance_union
from typing import Union, Optional
print(isinstance(1, Union[int, str]), isinstance(1.5, Union[int, str]), isinstance(None, Optional[int]), isinstance("x", Optional[int]))
# ---- isinstance_errors
from typing import Any, List, Optional, Literal, TypeVar
T = TypeVar("T")
for cls in (Any, List[int], Optional, Literal["a"], T):
    try:
        isinstance(1, cls)
    except TypeError as e:
        print(e)
# ---- instantiate_errors
from typing import List, Dict, Literal, Union
for build in (lambda: List(), lambda: Dict(), lambda: Literal[1](), lambda: Union[int, str]()):
    try:
        build()
    except TypeError as e:
        print(e)
# ---- alias_equality
from typing import List, Dict
print(List[int] == List[int], List[int] == List[str], List[int] == list[int], Dict[str, int] == Dict[str, int])
print(len({List[int], List[int], List[str]}))
# ---- alias_union_operator
from typing import List, Optional, Dict
print(List[int] | None, int | List[int], Optional[int] | str, None | Dict[str, int])
# ---- get_origin
from typing import get_origin, List, Dict, Union, Callable, Iterable, Literal, Annotated, Generic, TypeVar
T = TypeVar("T")
print(get_origin(List[int]), get_origin(List), get_origin(Dict[str, int]), get_origin(Union[int, str]))
print(get_origin(Callable[[int], str]), get_origin(Iterable[int]), get_origin(Literal[1]), get_origin(Annotated[int, "x"]))
print(get_origin(int), get_origin(list[int]), get_origin(int | str), get_origin(Generic[T]))
# ---- get_args
from typing import get_args, List, Dict, Union, Callable, Literal, Annotated, Optional
print(get_args(List[int]), get_args(Dict[str, int]), get_args(Union[int, str]), get_args(Optional[int]))
print(get_args(Callable[[int, str], bool]), get_args(Literal["a", 1]), get_args(Annotated[int, "x"]))
print(get_args(int), get_args(list[int]), get_args(int | None), get_args(List))
# ---- cast_and_checking
from typing import cast, TYPE_CHECKING, List
x = cast(List[int], "not a list")
y = cast("int", 3)
print(x, y, TYPE_CHECKING)
if TYPE_CHECKING:
    print("never")
# ---- named_tuple_functional
from typing import NamedTuple
Point = NamedTuple("Point", [("x", int), ("y", float)])
p = Point(1, 2.5)
print(Point, p, p.x, p.y, p._fields, p._asdict(), Point(x=3, y=4))
# ---- typed_dict_functional
from typing import TypedDict
Movie = TypedDict("Movie", {"name": str, "year": int})
m = Movie(name="Blade Runner", year=1982)
print(Movie, m, type(m), m["year"])
# ---- new_type
from typing import NewType
UserId = NewType("UserId", int)
print(UserId, UserId(5), UserId(5) + 1)
# ---- assert_never
from typing import assert_never
try:
    assert_never("oops")
except AssertionError as e:
    print(e)
# ---- overload_dummy
from typing import overload
def impl(x):
    return x
dummy = overload(impl)
try:
    dummy(1)
except NotImplementedError as e:
    print(e)
# ---- final_identity
from typing import final, runtime_checkable, no_type_check
def f():
    return 1
print(final(f)(), no_type_check(f)(), final(f) is f)
# ---- builtin_generic_reprs
print(list[int], dict[str, list[int]], tuple[int, str], tuple[()], set[str], frozenset[int], type[int])
# ---- builtin_generic_call
print(list[int]("ab"), dict[str, int](a=1), tuple[int]([1, 2]))
# ---- builtin_generic_equality
print(list[int] == list[int], list[int] == list[str], list[int] == list, hash(dict[str, int]) == hash(dict[str, int]))
# ---- builtin_generic_type_names
print(type(list[int]), type(int | str))
# ---- not_subscriptable_type
for cls in (int, str, float):
    try:
        cls[int]
    except TypeError as e:
        print(e)
# ---- pipe_unions
print(int | None, int | str | None, None | int, int | int, (int | str) | (str | float), list[int] | None)
# ---- pipe_union_equality
print((int | str) == (str | int), (int | None) == (int | None), (int | str) == (int | float), hash(int | str) == hash(str | int))
# ---- pipe_union_isinstance
print(isinstance(1, int | str), isinstance(None, int | None), isinstance(1.5, int | str), isinstance("x", (float, int | str)))
# ---- pipe_union_errors
for build in (lambda: int | 5, lambda: "x" | int):
    try:
        build()
    except TypeError as e:
        print(e)
try:
    isinstance([], list[int])
except TypeError as e:
    print(e)
try:
    isinstance([], int | list[int])
except TypeError as e:
    print(e)
# ---- concat_message_unchanged
try:
    [1] + int
except TypeError as e:
    print(e)
try:
    int + 1
except TypeError as e:
    print(e)
# ---- annotations_params_evaluated
try:
    def f(x: Missing) -> int:
        return x
except NameError as e:
    print(e)
# ---- annotations_return_evaluated
from typing import List
try:
    def f(x: int) -> Dict[str, List[int]]:
        return {}
except NameError as e:
    print(e)
# ---- annotations_order
def note(tag):
    print("eval", tag)
    return int
def f(a: note("a"), b: note("b") = note("default b"), *args: note("args"), k: note("k") = note("default k"), **kw: note("kw")) -> note("return"):
    return a
print(f(1))
# ---- annotations_posonly_order
def note(tag):
    print("eval", tag)
    return int
def f(p: note("p"), /, a: note("a")) -> note("r"):
    return p + a
print(f(1, 2))
# ---- annotations_local_not_evaluated
def f():
    x: Undefined = 5
    y: AlsoUndefined
    return x
print(f())
# ---- annotations_module_level
from typing import List, Optional
xs: List[int] = [1, 2]
name: Optional[str] = None
count: int
print(xs, name)
try:
    print(count)
except NameError as e:
    print(e)
# ---- annotations_module_undefined
try:
    x: Missing = 3
except NameError as e:
    print(e, x)
# ---- annotations_module_order
def note(tag):
    print("eval", tag)
    return int
v: note("annotation") = note("value")
print(v)
# ---- annotations_attribute_target
class_like = {"a": 1}
data = [0, 0]
data[0]: int = 5
print(data)
# ---- annotations_nested_def
def outer():
    T = int
    def inner(x: T) -> T:
        return x * 2
    return inner(4)
print(outer())
# ---- annotations_lambda_default_mix
from typing import Callable
def apply(f: Callable[[int], int] = lambda v: v + 1, x: int = 1) -> int:
    return f(x)
print(apply(), apply(lambda v: v * 10, 5))
# ---- annotations_async_def
import asyncio
from typing import List
async def main(n: int) -> List[int]:
    return list(range(n))
print(asyncio.run(main(3)))
# ---- future_annotations
from __future__ import annotations
def f(x: Missing) -> AlsoMissing:
    return x
y: Nope = 2
print(f(1), y)
# ---- future_annotations_feature
from __future__ import annotations
print(annotations)
# ---- future_after_docstring
"""A flow."""
from __future__ import annotations
from typing import Dict
def f() -> Dict[str, Undefined]:
    return {}
print(f())
# ---- realistic_typed_flow
# tools: {"search": [{"args": {"q": "x"}, "output": {"json": [{"id": 1, "title": "A"}, {"id": 2, "title": "B"}]}}]}
from typing import Any, Dict, List, Optional
def titles(results: List[Dict[str, Any]], limit: Optional[int] = None) -> List[str]:
    out: List[str] = [r["title"] for r in results]
    return out[:limit] if limit is not None else out
hits: List[Dict[str, Any]] = search(q="x")
print(titles(hits), titles(hits, 1))
titles(hits)
# ---- realistic_missing_import
from typing import List
def f(xs: List[int]) -> Dict[str, int]:
    return {str(x): x for x in xs}
print(f([1]))
# ---- named_tuple_class_basic
from typing import NamedTuple
class Point(NamedTuple):
    x: int
    y: int = 0
p = Point(1, 2)
print(p, Point(5), Point(y=3, x=4), p.x, p[1], p._fields, Point._fields, p._asdict(), p._replace(y=9))
print(Point._field_defaults, Point.__name__, isinstance(p, tuple), p == (1, 2), hash(p) == hash((1, 2)), len(p), list(p))
x, y = p
print(x, y, p + (3,), str(p), f"{p!r:>20}", repr([p]), {p: 1})
# ---- named_tuple_class_methods
from typing import NamedTuple
class Money(NamedTuple):
    amount: int
    currency: str = "EUR"
    rate = 100
    def cents(self):
        return self.amount * self.rate
    @property
    def label(self):
        return f"{self.amount} {self.currency}"
    @classmethod
    def zero(cls):
        return cls(0)
    @staticmethod
    def parse(s):
        a, c = s.split()
        return Money(int(a), c)
m = Money(3)
print(m.cents(), m.label, Money.zero(), Money.parse("4 USD"), m.rate, Money.rate, Money.cents(m))
print(sorted([Money(3), Money(1, "USD"), Money(1, "AUD")]), max(Money(2), Money(7)))
# ---- named_tuple_class_repr_str
from typing import NamedTuple
class Tag(NamedTuple):
    name: str
    def __repr__(self):
        return f"Tag<{self.name}>"
class Row(NamedTuple):
    a: int
    def __str__(self):
        return f"row {self.a}"
print(Tag("x"), [Tag("y")], str(Tag("z")), f"{Tag('w')}", Row(1), [Row(2)], repr(Row(3)))
# ---- named_tuple_class_errors
from typing import NamedTuple
class P(NamedTuple):
    a: int
    b: str
for args, kw in [((), {}), ((1, 2, 3), {}), ((1,), {"c": 2}), ((1,), {"a": 2})]:
    try:
        P(*args, **kw)
    except TypeError as e:
        print(e)
try:
    P(1, "x")._replace(c=3)
except ValueError as e:
    print(e)
try:
    P(1, "x").a = 5
except AttributeError as e:
    print(e)
# ---- named_tuple_class_definition_errors
from typing import NamedTuple
try:
    class A(NamedTuple):
        x: int = 1
        y: int
except TypeError as e:
    print(e)
try:
    class B(NamedTuple):
        x: int = 1
        z: int = 2
        y: int
except TypeError as e:
    print(e)
try:
    class C(NamedTuple):
        x: int
        def _asdict(self):
            return {}
except AttributeError as e:
    print(e)
try:
    class D(NamedTuple):
        _x: int
except ValueError as e:
    print(e)
try:
    class E(NamedTuple, object):
        x: int
except TypeError as e:
    print(e)
try:
    class F(NamedTuple, verbose=True):
        x: int
except TypeError as e:
    print(e)
# ---- named_tuple_class_match_unpack
from typing import NamedTuple
class Move(NamedTuple):
    dx: int
    dy: int
def describe(m):
    match m:
        case Move(0, 0):
            return "still"
        case Move(dx, 0):
            return f"horizontal {dx}"
        case Move(dx=0, dy=dy):
            return f"vertical {dy}"
        case _:
            return "diagonal"
print([describe(Move(*t)) for t in [(0, 0), (2, 0), (0, -1), (1, 1)]], Move.__match_args__)
# ---- named_tuple_class_empty_and_eq_hash
from typing import NamedTuple
class Empty(NamedTuple):
    pass
class Pair(NamedTuple):
    a: int
    b: int
print(Empty(), Empty._fields, Pair(1, 2) == Pair(1, 2), Pair(1, 2) != Pair(2, 2), hash(Pair(1, 2)) == hash((1, 2)), Pair(1, 2) < Pair(1, 3))
# ---- named_tuple_class_method_calls_tool
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}]}
from typing import NamedTuple
class Page(NamedTuple):
    url: str
    retries: int = 1
    def load(self):
        return fetch(url=self.url)["text"]
    @property
    def body(self):
        return fetch(url=self.url)["text"].lower()
pages = [Page("a"), Page("b")]
print(pages[0].load(), pages[1].body, pages)
# ---- named_tuple_class_repr_calls_tool
# tools: {"fetch": [{"args": {"url": "n"}, "output": "named"}]}
from typing import NamedTuple
class Item(NamedTuple):
    key: str
    def __repr__(self):
        return fetch(url=self.key)["text"]
print("before")
print(Item("n"))
# ---- typed_dict_class_total
from typing import TypedDict
class Movie(TypedDict):
    name: str
    year: int
m = Movie(name="Blade Runner", year=1982)
print(m, type(m), m["year"], Movie.__total__, sorted(Movie.__required_keys__), Movie.__optional_keys__, Movie.__name__)
print(Movie(), Movie({"a": 1}, b=2), Movie([("k", "v")]) == {"k": "v"}, Movie is dict, type(Movie()) is dict)
# ---- typed_dict_class_not_total_and_inherit
from typing import TypedDict
class Base(TypedDict, total=False):
    name: str
    year: int
class Film(Base):
    director: str
class Short(Film, total=False):
    minutes: int
f = Film(director="Scott", name="x")
print(f, Base.__total__, Film.__total__, Short.__total__)
print(sorted(Base.__optional_keys__), sorted(Film.__required_keys__), sorted(Film.__optional_keys__), sorted(Short.__required_keys__), sorted(Short.__optional_keys__))
print(issubclass(Film, dict), Film.__qualname__)
# ---- typed_dict_class_errors
from typing import TypedDict
class Movie(TypedDict):
    name: str
for probe in [lambda: isinstance({}, Movie), lambda: issubclass(dict, Movie)]:
    try:
        probe()
    except TypeError as e:
        print(e)
try:
    class Bad(TypedDict, flag=True):
        a: int
except TypeError as e:
    print(e)
try:
    class Mixed(Movie, object):
        a: int
except TypeError as e:
    print(e)
class Plain:
    pass
try:
    class Kw(Plain, flag=1):
        pass
except TypeError as e:
    print(e)
# ---- typed_dict_class_with_tools
# tools: {"lookup": [{"args": {"q": "x"}, "output": {"json": {"name": "X", "year": 2000}}}, {"args": {"q": "y"}, "output": {"json": {"name": "Y", "year": 2001}}}]}
from typing import TypedDict
class Movie(TypedDict, total=False):
    name: str
    year: int
def get(q) -> Movie:
    return Movie(**lookup(q=q))
found = [get("x"), get("y")]
print(found, sum(m["year"] for m in found))
# ---- typed_dict_functional_total
from typing import TypedDict
M = TypedDict("M", {"a": int, "b": str}, total=False)
N = TypedDict("N", {"a": int})
print(M.__total__, sorted(M.__optional_keys__), N.__total__, sorted(N.__required_keys__), M(a=1))
