# A method that calls a tool, reached through the class's __dict__ by a computed name:
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
    print(name, Fetcher.__dict__[name](f))
print(f.__dict__)
