from dataclasses import dataclass
from typing import Optional

class ValidationError(ValueError):
    def __init__(self, field: str, problem: str):
        super().__init__(f"{field}: {problem}")
        self.field = field

@dataclass
class Signup:
    email: str
    age: int
    referrer: Optional[str] = None

    def __post_init__(self):
        if "@" not in self.email:
            raise ValidationError("email", f"{self.email!r} is not an address")
        if not (13 <= self.age <= 120):
            raise ValidationError("age", f"{self.age} out of range")

ok, bad = [], []
for raw in pending_signups():
    try:
        s = Signup(**raw)
    except ValidationError as e:
        bad.append((e.field, str(e)))
        continue
    except TypeError as e:
        bad.append(("?", str(e)))
        continue
    ok.append(s)
print(ok)
print(bad)
for s in ok:
    create_account(email=s.email)
Signup("x", 5)
