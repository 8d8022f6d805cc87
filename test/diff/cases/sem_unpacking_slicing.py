a, b = 1, 2
a, b = b, a
first, *middle, last = range(6)
(x, y), z = (1, 2), 3
head, *tail = "hello"
print(a, b, first, middle, last, x, y, z, head, tail)
for i, (k, v) in enumerate({"a": 1, "b": 2}.items()):
    print(i, k, v)
s = list(range(10))
print(s[::2], s[1::3], s[::-1], s[-3:], s[:-7], s[8:2:-2], s[100:], s[-100:2], s[5:5])
s[2:5] = ["x"]
print(s)
s[::3] = [0, 0, 0]
print(s)
del s[1::2]
print(s, "abcdef"[::-2], "abcdef"[-2:-5:-1], (1, 2, 3)[1:])
nums = [1, 2, 3]
nums[len(nums):] = [4, 5]
del nums[0]
print(nums, [*nums, *"ab"], {**{"a": 1}, "b": 2}, [0] * 3, [[]] * 2, "ab" * 3)
grid = [[0] * 3 for _ in range(2)]
grid[0][1] = 5
alias = [[0] * 3] * 2
alias[0][1] = 5
grid, alias
