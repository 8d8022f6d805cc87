# typing.get_type_hints of a NamedTuple class (and the functional form) and of TypedDicts (a
# subclass holds its bases' keys first): what a script validating tool answers reads.
from typing import NamedTuple, Optional, TypedDict, get_type_hints


class Point(NamedTuple):
    x: int
    y: "str" = "a"


class Movie(TypedDict, total=False):
    title: str
    tags: list[str]


class Rated(Movie):
    score: "Point"
    title: bytes


Pair = NamedTuple("Pair", [("a", int), ("b", Optional[float])])
Row = TypedDict("Row", {"k": Optional[int], "v": str})
print(get_type_hints(Point))
print(get_type_hints(Movie))
print(get_type_hints(Rated))
print(get_type_hints(Pair), get_type_hints(Row))


def validate(data, schema):
    errors = []
    for key, tp in get_type_hints(schema).items():
        origin = getattr(tp, "__origin__", tp)
        if key not in data:
            errors.append(f"missing {key}")
        elif isinstance(origin, type) and not isinstance(data[key], origin):
            errors.append(f"{key}: expected {origin.__name__}, got {type(data[key]).__name__}")
    return errors


movie = validate_me(kind="movie")
print(validate(movie, Movie))
print(validate({"score": Point(1)}, Rated))
