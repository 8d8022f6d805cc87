# Modules: textwrap — shorten, wrap, fill, dedent, indent.
# ---- wrap
import textwrap
text = "The quick brown fox jumps over the lazy dog and keeps running far away"
print(textwrap.wrap(text, 20))
print(textwrap.wrap(text, width=10, break_long_words=False))
# ---- fill
import textwrap
print(textwrap.fill("a b c d e f g h i j k l m n o p", 7))
print(textwrap.fill("hello world again", 8, initial_indent="> ", subsequent_indent="  "))
# ---- shorten
import textwrap
print(textwrap.shorten("Hello  world, this is a long sentence", width=20))
print(textwrap.shorten("Hello world", width=11), textwrap.shorten("Hello world", 10, placeholder="..."))
# ---- dedent_indent
import textwrap
s = """
    def f():
        return 1
    """
print(repr(textwrap.dedent(s)))
print(textwrap.indent("a\nb\n\nc", "  "))
# ---- wrap_long_word
import textwrap
print(textwrap.wrap("supercalifragilistic is long", 8))
# ---- wrap_empty_whitespace
import textwrap
print(textwrap.wrap(""), textwrap.wrap("   "), textwrap.wrap("a\tb\nc", 3))
# ---- shorten_too_long_placeholder
import textwrap
textwrap.shorten("hello", 2, placeholder=" [...]")
