# textwrap.TextWrapper: its options as attributes a script may change between calls, a class derived
# from it, CPython's errors, positional options.
import textwrap
text = "The quick brown fox jumps over the lazy dog. " * 3
w = textwrap.TextWrapper(width=30, initial_indent="* ", subsequent_indent="  ")
print(w.fill(text))
w.width = 20
w.max_lines = 2
print(w.wrap(text), w.placeholder, w.width, w.break_long_words)
class Quoted(textwrap.TextWrapper):
    def fill(self, text):
        return "> " + super().fill(text).replace("\n", "\n> ")
print(Quoted(width=25).fill(text))
try:
    textwrap.TextWrapper(width=0).wrap("abc")
except ValueError as e:
    print("VE", e)
print(textwrap.TextWrapper(15, "-", break_on_hyphens=False).wrap("state-of-the-art well-known examples"))
[textwrap.TextWrapper().width, len(textwrap.TextWrapper(width=10).wrap("a " * 30))]
