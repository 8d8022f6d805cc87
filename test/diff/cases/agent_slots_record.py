class Point:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __repr__(self):
        return f"Point({self.x}, {self.y})"

pts = [Point(p["x"], p["y"]) for p in geo_points(area="n")]
print(pts)
try:
    pts[0].z = 3
except AttributeError as e:
    print("AttributeError", e)
print(Point.__slots__)
sum(p.x for p in pts)
