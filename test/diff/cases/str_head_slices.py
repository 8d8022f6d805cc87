# Slices of long strings from the start (text[:n], text[a:b]): the head alone decides when it holds
# no surrogate; astral characters and lone surrogates before, at and after the bound.
plain = "".join(f"line {i}: toolflow runs tool flows\n" for i in range(40))
astral = plain[:150] + "💥👩‍💻" + plain[150:]
late = plain + "😀" + plain
lone = plain[:100] + "\ud800" + plain[100:] + "\udc00x"
out = []
for name, text in [("plain", plain), ("astral", astral), ("late", late), ("lone", lone)]:
    for bound in [0, 1, 63, 64, 99, 100, 101, 149, 150, 151, 152, 153, 200, len(text) - 1, len(text), len(text) + 5]:
        head = text[:bound]
        mid = text[10:bound]
        one = text[None:bound:1]
        out.append((name, bound, len(head), head[-3:], len(mid), mid[:4], one == head, text[bound:bound]))
    again = [text[:i][-1:] for i in range(140, 160)]
    out.append((name, "loop", again))
print(len(out))
for row in out:
    print(row)
first = late[:200]
{"plain": plain[:80], "astral": astral[140:160], "late": late[len(plain) - 5:len(plain) + 5], "lone": lone[95:105], "first": first[-10:]}
