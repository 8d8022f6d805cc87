# A slotted instance has no __dict__: AttributeError, uncaught.
class Point:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


p = Point(1, 2)
print(p.x)
print(p.__dict__)
