# Each call leaves a reference cycle (a nested function that calls itself) holding a 1 MB string:
# 120 MB of garbage in all, past a flow's default 64 MiB memory limit. CPython's collector frees
# the cycles as it goes; so must the sandbox's, though QuickJS counts allocations, not bytes.
def process(text, i):
    def count(n):
        if n == 0:
            return len(text[:3]) + i
        return count(n - 1)
    return count(1)

total = 0
for i in range(120):
    total += process("x" * 1000000, i)
print(total)
total
