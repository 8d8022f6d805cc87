import struct

# Range checks and their texts for every integer code, native and standard: an outcome is the
# packed hex or the index of its message in `messages`, printed last.
messages = []
values = [2**70, -2**70, 2**64, 2**64 - 1, 2**63, 2**63 - 1, -2**63, -2**63 - 1, 2**40, 2**32, 2**32 - 1, 2**31, 2**31 - 1,
          -2**31, -2**31 - 1, 65536, 65535, 32768, -32768, -32769, 256, 255, 128, -128, -129, -1, 0, 300, True]
for code in "bBhHiIlLqQnNP":
    for order in "@=<>!":
        outcomes = []
        for v in values:
            try:
                outcomes.append(struct.pack(order + code, v).hex())
            except struct.error as e:
                if str(e) not in messages:
                    messages.append(str(e))
                outcomes.append(messages.index(str(e)))
        print(order + code, outcomes)
for i, m in enumerate(messages):
    print(i, m)
