# A tool's error raised from inside a script iterator's `__next__` while map() and list() consume
# it: the steps before it called their tools, then the error ends the flow uncaught.
class Feed:
    def __init__(self):
        self.i = 0

    def __iter__(self):
        return self

    def __next__(self):
        self.i += 1
        return fetch(i=self.i)["v"]


print(next(Feed()))
rows = list(map(lambda a, b: a + str(b), "abcd", Feed()))
print("not reached", rows)
