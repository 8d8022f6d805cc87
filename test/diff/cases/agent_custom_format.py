class Money:
    def __init__(self, cents: int, cur: str = "USD"):
        self.cents = cents
        self.cur = cur
    def __format__(self, spec):
        if spec == "short":
            return f"{self.cents // 100}{self.cur[0]}"
        amount = self.cents / 100
        return f"{amount:{spec or ',.2f'}} {self.cur}"
    def __add__(self, other):
        if isinstance(other, Money):
            return Money(self.cents + other.cents, self.cur)
        return NotImplemented
    def __radd__(self, other):
        if other == 0:
            return self
        return NotImplemented
    def __repr__(self):
        return f"Money({self.cents}, {self.cur!r})"

invoices = billing(account="acme")
total = sum(Money(i["cents"]) for i in invoices)
print(f"Total: {total}")
print(f"Total: {total:short}|{total:>12.1f}|")
print("{:,.0f}".format(total), format(total, "10.3f"))
for i in invoices:
    print(f"{i['id']:<6}|{Money(i['cents']):>14}|{i['cents'] / 100:8.2%}")
try:
    total + 5
except TypeError as e:
    print(e)
repr(total)
