# A method that calls a tool, reached through the class's __dict__ by a computed name (no vars()
# in the script): the call still waits for the tool.
class Repo:
    source = "geo"

    def load_points(self, area):
        return geo_points(area=area)


def dispatch(obj, action, *args):
    handler = type(obj).__dict__.get("load_" + action)
    return handler(obj, *args) if handler else None


print(dispatch(Repo(), "points", "n"), dispatch(Repo(), "lines", "n"))
