# Format-field indexes read any Unicode decimal digit, as CPython's get_integer does.
print('{٣}'.format(1, 2, 3, 4))
print('{0[١]}'.format([5, 6]))
print('{١.real}'.format(1, 2))
print('{0:{١}}|'.format(1, 5))
print('{0}{١}{２}'.format('a', 'b', 'c'))
try:
    print('{a[٣]}'.format(a={'٣': 1}))
except KeyError as e:
    print('KeyError', e)
try:
    print('{x٣}'.format(1))
except KeyError as e:
    print('KeyError', e)

