# A descriptor whose __get__ calls a tool: the read waits for it, as a property's does, in a
# function and at module level; a __set_name__ that calls one is awaited by the class statement.
class Ranked:
    def __set_name__(self, owner, name):
        self.name = name
        self.base = rank(x=5) if name == "bonus" else 0

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        return rank(x=obj.x) + self.base


class Item:
    score = Ranked()
    bonus = Ranked()

    def __init__(self, x):
        self.x = x


def total(items):
    return sum(i.score for i in items)


def show(it):
    return f"{it.score}/{it.bonus}"


a = Item(1)
print(a.score, Item.score.name, Item.bonus.base)
print(total([Item(2), Item(3)]))
print(show(Item(4)))
