xs = [1]
print(xs.pop())
xs.pop()
