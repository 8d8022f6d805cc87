import re
from collections import Counter

text = file_read(path="docs/essay.txt")["text"]
stop = {"the", "a", "of", "and", "to", "in", "is", "it"}
words = [w for w in re.findall(r"[a-z']+", text.lower()) if w not in stop]
common = Counter(words).most_common(5)
longest = max(words, key=len)
print("top words:")
for w, c in common:
    print(f"  {w.ljust(10, '.')} {c}")
print("longest word:", longest, len(longest))
common
