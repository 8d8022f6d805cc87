# A method that calls a tool, reached through the class's __dict__ (vars) by a computed name:
# the call still waits for the tool.
class Fetcher:
    def __init__(self, area):
        self.area = area

    def points(self):
        return geo_points(area=self.area)

    def count(self):
        return len(self.points())


f = Fetcher("n")
for name in ["points", "count"]:
    print(name, vars(Fetcher)[name](f))
print(vars(f))
# A tool's answer (a dict read in place) as an instance's attributes.
pt = Fetcher("n")
pt.__dict__ = geo_points(area="n")[0]
pt.__dict__.update(geo_points(area="n")[1])
print(pt.x, pt.y, vars(pt))
