records = [("b", 2), ("a", 2), ("c", 1), ("a", 1), ("b", 1), ("c", 2)]
print(sorted(records, key=lambda r: r[1]))
print(sorted(records, key=lambda r: r[0]))
print(sorted(records))
print(sorted(records, key=lambda r: r[1], reverse=True))
words = ["pear", "Fig", "apple", "fig", "Apple", "kiwi", "banana"]
print(sorted(words), sorted(words, key=len), sorted(words, key=lambda w: (len(w), w.lower())))
nums = [3, 1.5, 2, True, -1, 0.0, 2.0]
print(sorted(nums), min(nums), max(nums), sorted(nums, reverse=True))
print(sorted([[2, 1], [1, 9], [1, 2, 3], [1, 2]]), sorted([(1, "b"), (1, "a"), (0, "z")]))
lst = [5, 3, 5, 1]
lst.sort(reverse=True)
print(lst, list(reversed(lst)), sorted("hello"), sorted({3: "a", 1: "b"}))
sorted(["b", "B", "a", "_", "1", "é", "Z"])
