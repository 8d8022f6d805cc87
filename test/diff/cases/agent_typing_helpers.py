from __future__ import annotations
from typing import Optional, Union, TypedDict, Protocol, Literal, TypeVar, Generic, Callable, Dict, List

T = TypeVar("T")
Status = Literal["open", "closed"]

class Ticket(TypedDict, total=False):
    id: int
    title: str
    status: Status

class Notifier(Protocol):
    def notify(self, text: str) -> None: ...

class Box(Generic[T]):
    def __init__(self, item: T) -> None:
        self.item = item
    def map(self, f: Callable[[T], T]) -> "Box[T]":
        return Box(f(self.item))
    def __repr__(self) -> str:
        return f"Box({self.item!r})"

class PrintNotifier:
    def notify(self, text: str) -> None:
        print("NOTIFY", text)

def first_open(tickets: List[Ticket]) -> Optional[Ticket]:
    return next((t for t in tickets if t.get("status") == "open"), None)

def as_id(x: Union[int, str]) -> int:
    return int(x)

def run(n: Notifier) -> Dict[str, int]:
    raw = list_tickets(project="core")
    tickets: List[Ticket] = [Ticket(id=as_id(t["id"]), title=t["title"], status=t["status"]) for t in raw]
    t = first_open(tickets)
    if t is not None:
        n.notify(t["title"])
    return {"total": len(tickets), "open": sum(1 for t in tickets if t["status"] == "open")}

print(Box(3).map(lambda v: v * 2), Box[int], Optional[int], Union[int, str], Ticket.__total__)
print(sorted(Ticket.__optional_keys__), T, Status)
run(PrintNotifier())
