# Ints formatted with `=` padding (the `0` flag, or an explicit fill and `=`): the sign before
# the padding, the padding counted with it; grouped zero padding groups the zeros too.
values = [0, 5, -5, 42, -1234, 1234567, -(2**53), 2**70, -(2**70), True, False]
specs = ["05d", "06", "x=8", "=8d", "0=6", "08,", "08_", "*=8,", "010,d", "03", "01", "0", "+05d", " 05", "-06", "05n", "#06x", "0>5", "0<5", "0^7", "=1", "z=5"]
for spec in specs:
    row = []
    for v in values:
        try:
            row.append(format(v, spec))
        except ValueError as e:
            row.append("ValueError: " + str(e))
    print(spec, row)
n = -7
print(f"{n:05d}|{n:=+6}|{n:0=4}|{n:_=5}|{-n:03}|{n:€=6}|{n:😀=5}")
print("%05d|%-5d|%+05d" % (n, n, -n))
