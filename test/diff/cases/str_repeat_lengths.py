# str * n for strings shorter and longer than the guest's 1 KiB repeat chunk, counts either side
# of two chunks, with surrogate pairs: the same text as CPython's.
for unit in ["x", "ab", "\U0001F600", "q" * 513, "r" * 1024, "s" * 1500]:
    for n in [0, 1, 2, 3, 700, 2049]:
        text = unit * n
        print(len(unit), n, len(text), text == "".join([unit] * n), text[-2:] == (unit * 2)[-2:])
print(len(3 * ("é" * 700)), ("ab" * 2000).count("ba"))
