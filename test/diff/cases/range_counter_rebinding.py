# A range loop's counter is a plain number in its body while nothing else can rebind it there:
# several loops over one name; a body, a nested function, a global statement or a walrus that
# does rebind it keeps the general reads.
xs = [10, 20, 30, 40]
d = {"k0": "a", "k1": "b"}


def two_loops():
    total = 0
    for j in range(0, 3):
        total += xs[j] + j
    for j in range(3):
        total += j * 2
    return total, j, xs[j], [xs[j] for j in range(2)]


def body_rebinds():
    out = []
    for b in range(3):
        out.append(xs[b])
        if b == 1:
            b = "one"
        try:
            out.append(b < 5)
        except TypeError as err:
            out.append(str(err))
    for b in range(2):
        out.append(b + 1)
    return out


def nested_rebinds():
    out = []
    n = -1

    def bump():
        nonlocal n
        n = "bumped"

    for n in range(2):
        out.append(n)
        bump()
        try:
            out.append(n < 5)
        except TypeError as err:
            out.append(str(err))
    return out


def walrus_rebinds():
    out = []
    for w in range(2):
        out.append([(w := "w") for _ in range(1)])
        try:
            out.append(w < 5)
        except TypeError as err:
            out.append(str(err))
    for w in range(2):
        out.append(w)
    return out


def del_rebinds():
    out = []
    for q in range(2):
        out.append(q)
        del q
        try:
            out.append(q)
        except UnboundLocalError as err:
            out.append(str(err))
    for q in range(1):
        out.append(q)
    return out


def by_str_keys():
    out = []
    for i in range(2):
        out.append(d[f"k{i}"])
        try:
            out.append(xs[f"k{i}"])
        except TypeError as err:
            out.append(str(err))
    return out


print(two_loops(), body_rebinds(), nested_rebinds(), walrus_rebinds(), del_rebinds(), by_str_keys())


def rebind_global():
    global i
    i = "global"


for i in range(2):
    print(i, xs[i])
    rebind_global()
    try:
        print(i < 5)
    except TypeError as err:
        print(err)
for i in range(3):
    print(i + 1, xs[i])
