lst = [3, 1, 4, 1, 5, 9, 2, 6]
lst.append(5)
lst.insert(0, 7)
lst.insert(-1, 8)
lst.insert(100, 0)
print(lst, lst.count(1), lst.index(1), lst.index(5, 6))
print(lst.pop(), lst.pop(0), lst.pop(-2), lst)
lst.remove(1)
lst.extend((10, 11))
lst.extend("ab")
print(lst)
lst.reverse()
cp = lst.copy()
cp.clear()
print(lst, cp, lst[-1], lst * 0)
t = (1, 2, 2, 3)
print(t.count(2), t.index(3), t + (4,), t * 2, (1,) * 0, len(t), t[::-1], 2 in t, (1, 2) + tuple("ab"))
m = [[1, 2], [3, 4]]
m2 = [row[:] for row in m]
m2[0][0] = 99
print(m, m2, list(zip(*m)), [list(r) for r in zip(*m)], m == [[1, 2], [3, 4]])
stack = []
for ch in "(a[b]{c})":
    if ch in "([{":
        stack.append(ch)
    elif ch in ")]}":
        stack.pop()
print("balanced" if not stack else "unbalanced", stack)
a = [1, 2]
b = a
b += [3]
c = a[:]
c.append(4)
a, b, c, a is b, a == c[:3]
