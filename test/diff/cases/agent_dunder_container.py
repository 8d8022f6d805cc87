class Inventory:
    def __init__(self):
        self._items = {}
    def __len__(self):
        return len(self._items)
    def __contains__(self, sku):
        return sku in self._items
    def __getitem__(self, sku):
        try:
            return self._items[sku]
        except KeyError:
            raise KeyError(f"unknown sku {sku}") from None
    def __setitem__(self, sku, qty):
        if qty < 0:
            raise ValueError("qty must be >= 0")
        self._items[sku] = qty
    def __delitem__(self, sku):
        del self._items[sku]
    def __iter__(self):
        return iter(sorted(self._items))
    def __bool__(self):
        return any(self._items.values())
    def __repr__(self):
        return f"Inventory({self._items})"
    def __add__(self, other):
        new = Inventory()
        for k in set(self._items) | set(other._items):
            new[k] = self._items.get(k, 0) + other._items.get(k, 0)
        return new
    def __eq__(self, other):
        return isinstance(other, Inventory) and self._items == other._items

inv = Inventory()
for row in stock(warehouse="w1"):
    inv[row["sku"]] = row["qty"]
print(len(inv), "A" in inv, "Z" in inv, bool(inv), list(inv))
del inv["B"]
try:
    inv["Z"]
except KeyError as e:
    print("KeyError", e)
try:
    inv["C"] = -1
except ValueError as e:
    print(e)
other = Inventory()
other["A"] = 5
total = inv + other
print(sorted(total._items.items()), total == inv, inv == inv, inv != other)
print({k: inv[k] for k in inv})
empty = Inventory()
empty["x"] = 0
"nonempty" if empty else "empty"
