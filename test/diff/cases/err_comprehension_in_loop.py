# A comprehension evaluated in a loop fails on its own line, in its own frame, on the pass
# that meets the bad item.
def failing(items):
    results = []
    for it in items:
        results.append([10 // v for v in it])
    return results


print(failing([[1], [2, 5]]))
failing([[1, 2], [5, 0, 1]])
