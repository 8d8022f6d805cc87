# a -= b, difference_update() and a copy that loses most of its elements: CPython makes a table
# more than a quarter dummies afresh at the end (set_difference_update_internal), which moves
# the elements left; discard() in a loop does not.
a = {i * 37 for i in range(64)}
b = {i * 37 for i in range(60)}
a -= b
print(list(a))
a.add(5); a.add(9); a.add(37 * 3)
print(list(a))
c = {i * 37 for i in range(64)}
c.difference_update([i * 37 for i in range(50)])
c.add(1); c.add(2)
print(list(c))
d = {i * 37 for i in range(64)}
for i in range(50):
    d.discard(i * 37)
d.add(1); d.add(2)
print(list(d))
list(a)
