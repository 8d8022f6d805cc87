# Modules: difflib — SequenceMatcher (ratio, quick ratios, matching blocks, opcodes, grouped
# opcodes, junk), get_close_matches and unified_diff.
# ---- ratio_strings
from difflib import SequenceMatcher
for a, b in [("abcd", "bcde"), ("hello world", "hallo welt"), ("", ""), ("abc", ""), ("kitten", "sitting"), ("same", "same")]:
    s = SequenceMatcher(None, a, b)
    print(a, b, s.ratio(), s.quick_ratio(), s.real_quick_ratio())
# ---- matching_blocks_and_opcodes
from difflib import SequenceMatcher
s = SequenceMatcher(None, "qabxcd", "abycdf")
print(s.get_matching_blocks())
for op in s.get_opcodes():
    print(op)
print(s.find_longest_match(0, 6, 0, 6), s.find_longest_match())
# ---- opcodes_apply
from difflib import SequenceMatcher
a, b = "The quick brown fox", "The quack brown box!"
s = SequenceMatcher(None, a, b)
for tag, i1, i2, j1, j2 in s.get_opcodes():
    if tag != "equal":
        print(f"{tag:7} a[{i1}:{i2}] {a[i1:i2]!r} -> b[{j1}:{j2}] {b[j1:j2]!r}")
# ---- lists_of_lines
from difflib import SequenceMatcher
a = ["one", "two", "three", "four", "five"]
b = ["zero", "one", "three", "four", "5", "six"]
s = SequenceMatcher(None, a, b)
print(s.ratio(), s.get_opcodes())
# ---- junk_function
from difflib import SequenceMatcher
s = SequenceMatcher(lambda x: x == " ", "private Thread currentThread;", "private volatile Thread currentThread;")
print(round(s.ratio(), 3), s.get_matching_blocks())
# ---- autojunk_long
from difflib import SequenceMatcher
a = "ab" * 150 + "xyz"
b = "ab" * 149 + "xyzq"
print(SequenceMatcher(None, a, b).ratio(), SequenceMatcher(None, a, b, autojunk=False).ratio())
# ---- set_seqs_reuse
from difflib import SequenceMatcher
s = SequenceMatcher()
s.set_seq2("apple")
for w in ["ape", "apply", "maple", "peach"]:
    s.set_seq1(w)
    print(w, round(s.ratio(), 4))
s.set_seqs("abc", "abd")
print(s.ratio())
# ---- grouped_opcodes
from difflib import SequenceMatcher
a = [str(i) for i in range(20)]
b = a[:3] + ["x"] + a[4:15] + a[16:]
for group in SequenceMatcher(None, a, b).get_grouped_opcodes(2):
    print(group)
# ---- get_close_matches
from difflib import get_close_matches
print(get_close_matches("appel", ["ape", "apple", "peach", "puppy"]))
print(get_close_matches("wheel", ["while", "whale", "wheat", "weal", "heel"], n=2), get_close_matches("xyz", ["abc"]), get_close_matches("ab", ["ab", "ba", "abc"], cutoff=0.1))
# ---- get_close_matches_errors
from difflib import get_close_matches
for kw in ({"n": 0}, {"cutoff": 1.5}):
    try:
        get_close_matches("a", ["a"], **kw)
    except ValueError as e:
        print(e)
# ---- suggest_command_flow
from difflib import get_close_matches
commands = ["status", "commit", "checkout", "branch", "rebase", "stash"]
for typo in ["stauts", "comit", "chekout", "xyz"]:
    hits = get_close_matches(typo, commands, n=1)
    print(typo, "->", hits[0] if hits else None)
# ---- unified_diff
from difflib import unified_diff
a = ["one\n", "two\n", "three\n", "four\n", "five\n", "six\n", "seven\n", "eight\n"]
b = ["one\n", "2\n", "three\n", "four\n", "five\n", "six\n", "seven\n", "eight!\n", "nine\n"]
print("".join(unified_diff(a, b, fromfile="before.txt", tofile="after.txt")))
# ---- unified_diff_options
from difflib import unified_diff
a = "a b c d e f g h i j".split()
b = "a b X d e f g h i J k".split()
for line in unified_diff(a, b, "old", "new", "2024-01-01", "2024-01-02", n=1, lineterm=""):
    print(line)
print(list(unified_diff(["same"], ["same"])), list(unified_diff([], ["new\n"])))
# ---- unified_diff_type_error
from difflib import unified_diff
try:
    list(unified_diff([1], ["a"]))
except TypeError as e:
    print(e)
# ---- config_diff_flow
# tools: {"read": [{"args": {"path": "old.cfg"}, "output": "host=a\nport=80\nmode=dev\n"}, {"args": {"path": "new.cfg"}, "output": "host=a\nport=8080\nmode=dev\ndebug=1\n"}]}
from difflib import unified_diff
old = read(path="old.cfg")["text"]
new = read(path="new.cfg")["text"]
diff = list(unified_diff(old.splitlines(keepends=True), new.splitlines(keepends=True), "old.cfg", "new.cfg"))
print("".join(diff))
len(diff)
# ---- ndiff_basic
import difflib
a = "one\ntwo\nthree\nfour\n".splitlines(keepends=True)
b = "ore\ntree\nemu\nfour\n".splitlines(keepends=True)
print("".join(difflib.ndiff(a, b)), end="")
# ---- ndiff_intraline_and_tabs
import difflib
a = ["\tabcDefghiJkl\n", "same\n", "the quick brown fox\n", "x = 1\n"]
b = ["\tabcdefGhijkl\n", "same\n", "the quick brown fax jumps\n", "y = 2\n", "extra\n"]
d = list(difflib.ndiff(a, b))
print(d)
print("".join(difflib.restore(d, 1)) == "".join(a), "".join(difflib.restore(d, 2)) == "".join(b))
# ---- ndiff_no_newlines_and_junk
import difflib
print(list(difflib.ndiff(["apple", "banana", "cherry"], ["apple", "bananas", "date", "cherry"])))
print(list(difflib.ndiff(["a b c", "  ", "x"], ["a  b c", " ", "y"], linejunk=difflib.IS_LINE_JUNK, charjunk=None)))
print(list(difflib.ndiff([], ["new"])), list(difflib.ndiff(["old"], [])), list(difflib.ndiff(["same"], ["same"])))
# ---- differ_compare
import difflib
text1 = """  1. Beautiful is better than ugly.
  2. Explicit is better than implicit.
  3. Simple is better than complex.
  4. Complex is better than complicated.
""".splitlines(keepends=True)
text2 = """  1. Beautiful is better than ugly.
  3.   Simple is better than complex.
  4. Complicated is better than complex.
  5. Flat is better than nested.
""".splitlines(keepends=True)
d = difflib.Differ()
result = list(d.compare(text1, text2))
print("".join(result), end="")
print(type(d).__name__, type(d.compare(text1, text2)).__name__)
# ---- restore_errors
import difflib
try:
    list(difflib.restore(["- a"], 3))
except ValueError as e:
    print(e)
print(list(difflib.restore(["- a\n", "+ b\n", "  c\n", "? ^\n"], 2)))
# ---- context_diff_basic
import difflib
s1 = ["bacon\n", "eggs\n", "ham\n", "guido\n"]
s2 = ["python\n", "eggy\n", "hamster\n", "guido\n"]
print("".join(difflib.context_diff(s1, s2, fromfile="before.py", tofile="after.py")), end="")
# ---- context_diff_options
import difflib
a = [f"line {i}" for i in range(20)]
b = a[:3] + ["inserted"] + a[3:10] + a[11:18] + ["changed 18", "line 19"]
print(list(difflib.context_diff(a, b, "a.txt", "b.txt", "2024-01-01", "2024-01-02", n=1, lineterm="")))
print(list(difflib.context_diff(a, a)), list(difflib.context_diff([], ["x"], lineterm="")), list(difflib.context_diff(["x"], [], lineterm="")))
try:
    list(difflib.context_diff([1], ["a"]))
except TypeError as e:
    print(e)
# ---- ndiff_over_tool_output
# tools: {"fetch": [{"args": {"v": 1}, "output": "alpha\nbeta\ngamma"}, {"args": {"v": 2}, "output": "alpha\nbeta2\ngamma\ndelta"}]}
import difflib
old = fetch(v=1)["text"].splitlines()
new = fetch(v=2)["text"].splitlines()
for line in difflib.ndiff(old, new):
    print(repr(line))
