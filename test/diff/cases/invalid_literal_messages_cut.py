# CPython cuts the repr in int()'s and re's messages to 200 (re.Match: 50) code points: astral
# characters count once, a cut never splits one, and megabytes of text fail as fast as a word.
out = []
for text in ["abc", "x" * 199, "y" * 201, "\U0001f600" * 150 + "z", "a\U0001f600" * 120, "q" * 1000000]:
    try:
        int(text)
    except ValueError as e:
        m = str(e)
        out.append((len(m), m[:60], m[-5:]))
import re
m = re.search(r".+", "\U0001f600" * 80)
out.append(repr(m)[-20:])
out
