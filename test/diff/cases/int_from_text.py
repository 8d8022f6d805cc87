# int(text) for short digit strings (read digit by digit) and everything around them: signs,
# whitespace, underscores, leading zeros, non-ASCII digits, 9/10/15/16 digits, bad text.
for text in ["0", "7", "007", "123", "999999999", "1000000000", "123456789012345", "1234567890123456",
             "-5", "+5", " 42 ", "\t9\n", "1_000", "١٢٣", "٣", "１２", "00000000000000000001"]:
    print(repr(text), int(text), type(int(text)).__name__)
for bad in ["", " ", "12a", "a", "1__0", "_1", "1_", "0x10", "1.5", "--1", "9" * 5000]:
    try:
        print(int(bad))
    except ValueError as e:
        print("ValueError", str(e)[:80])
print(int(True), int(3.9), int(-3.9), int(2 ** 70), int("12", 16), int("z", 36))
total = 0
for i in range(20):
    total += int(str(i * 37)) + int("0" + str(i))
print(total)
