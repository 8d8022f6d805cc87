total = 0
def add(n):
    total += n
    return total
print("before")
add(5)
