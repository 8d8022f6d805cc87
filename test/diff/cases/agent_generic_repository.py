from typing import TypeVar, Generic, Dict, Optional, Iterator, ClassVar
from dataclasses import dataclass, field

T = TypeVar("T")

@dataclass
class User:
    id: int
    name: str
    table: ClassVar[str] = "users"

@dataclass
class Order:
    id: int
    user_id: int
    amount: float
    table: ClassVar[str] = "orders"

class Repo(Generic[T]):
    def __init__(self, model: type):
        self.model = model
        self._cache: Dict[int, T] = {}
    def get(self, id: int) -> Optional[T]:
        if id not in self._cache:
            row = db_get(table=self.model.table, id=id)
            self._cache[id] = self.model(**row) if row else None
        return self._cache[id]
    def __iter__(self) -> Iterator[T]:
        return iter(v for v in self._cache.values() if v is not None)
    @classmethod
    def for_model(cls, model):
        return cls[model](model) if False else cls(model)

users: Repo[User] = Repo.for_model(User)
orders = Repo[Order](Order)
o = orders.get(10)
u = users.get(o.user_id)
print(o, u, users.get(o.user_id) is u, users.get(99))
print(Repo[User], sorted(x.name for x in users), [type(x).__name__ for x in orders])
{"user": u.name, "amount": o.amount}
