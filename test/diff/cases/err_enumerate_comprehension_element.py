# An element of a comprehension over enumerate's list (walked by index) raises: the traceback
# names the comprehension's frame and its line, under the function that made it.
def totals(rows):
    return [
        row["n"] * 2
        for i, row in enumerate(rows)
    ]
print(totals([{"n": 1}]))
totals([{"n": 1}, {"m": 2}])
