from decimal import Decimal, ROUND_HALF_UP, ROUND_DOWN, getcontext
from fractions import Fraction
from dataclasses import dataclass

@dataclass(frozen=True)
class LineItem:
    sku: str
    unit: Decimal
    qty: int

    @property
    def total(self) -> Decimal:
        return (self.unit * self.qty).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)

cart = get_cart(id="c9")
items = [LineItem(i["sku"], Decimal(i["price"]), i["qty"]) for i in cart["items"]]
subtotal = sum((i.total for i in items), Decimal("0"))
tax = (subtotal * Decimal(cart["tax_rate"])).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
for i in items:
    print(f"{i.sku:<8}{i.qty:>3} x {i.unit:>7} = {i.total:>8}")
print(f"subtotal {subtotal}, tax {tax}, total {subtotal + tax}")
split = (subtotal + tax) / 3
print(split.quantize(Decimal("0.01"), rounding=ROUND_DOWN), Fraction(1, 3) + Fraction(1, 6), Decimal("1.10") == Decimal("1.1"))
print(repr(tax), str(Decimal("0.1") + Decimal("0.2")), float(tax), int(subtotal))
str(subtotal + tax)
