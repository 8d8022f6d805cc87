import shlex

cmds = [
    "ls -la /tmp",
    "grep -rn 'hello world' src/ --include=*.py",
    'echo "a \\"quoted\\" word" \'single $x\' plain\\ space',
    "git commit -m \"fix: it's done\"  # trailing comment",
    "  spaced   out\targs\n next-line ",
    "a'b'c \"d\"e f\\\\g",
    "''  \"\"",
    "x=1 y=$HOME z=~/p a|b c;d",
    "unicodé wörd ñ 🙂 emoji",
    "'a\\b' \"a\\b\" \"a\\$\" \"\\\\\"",
    "",
    "# only a comment",
    "one#two three #four",
]
for c in cmds:
    print(repr(c), shlex.split(c), shlex.split(c, comments=True))
print(shlex.split("a 'b c' \"d e\"", posix=False))
print(shlex.split("it's \"x y\" z\\ w", posix=False))

for s in ["", "plain", "with space", "it's", "$HOME", "a\"b", "semi;colon", "ünï", "-flag=1,2:3/4.5@%+", "tab\there", "*.py", "a\nb"]:
    q = shlex.quote(s)
    print(repr(s), q, shlex.split(q) == [s])
args = ["git", "commit", "-m", "fix: it's done", "--author=A B <a@b.c>", ""]
line = shlex.join(args)
print(line, shlex.split(line) == args)
print(shlex.join([]), shlex.join(iter(["x", "y z"])), shlex.join(("a",)))

lex = shlex.shlex("a = b; c(d, 'e f') # note\nnext", posix=True)
print([t for t in lex], lex.lineno)
lex = shlex.shlex("foo bar 'baz qux'")
print(lex.get_token(), lex.get_token(), lex.get_token(), repr(lex.get_token()), lex.eof)
lex.push_token("back")
print(lex.get_token(), repr(lex.get_token()))
lex = shlex.shlex("cmd --opt=val a-b", posix=True)
lex.whitespace_split = True
print(list(lex))
lex = shlex.shlex("a && b || c; (d) > out.txt 2>&1", punctuation_chars=True)
print(list(lex), lex.punctuation_chars)
lex = shlex.shlex("x:y,z", posix=True)
lex.whitespace += ",:"
print(list(lex))
lex = shlex.shlex("key = value", posix=True)
lex.wordchars += "="
print(list(lex))
lex = shlex.shlex("one\ntwo\nthree", infile="cfg.txt")
print(lex.get_token(), lex.get_token(), lex.error_leader(), lex.error_leader("f", 9))

def err(f, *args, **kw):
    try:
        print(f(*args, **kw))
    except Exception as e:
        print(type(e).__name__, e)

err(shlex.split, "echo 'unterminated")
err(shlex.split, 'say "oops')
err(shlex.split, "trailing\\")
err(shlex.split, "a 'b", posix=False)
err(shlex.split, 5)
err(shlex.quote, 5)
err(shlex.quote, 0)
err(shlex.quote, None)
err(shlex.join, ["a", 3])
err(shlex.join, 7)
lex = shlex.shlex("ok 'broken", posix=True)
err(lambda: list(lex))
print(repr(lex.token), lex.state)

import io
class Lexer(shlex.shlex):
    def words(self):
        return [t.upper() for t in self]
print(Lexer("a b 'c d'", posix=True).words(), list(shlex.shlex(io.StringIO("p q 'r s'"), posix=True)))

class R:
    def __init__(self): self.n = 0
    def read(self, k):
        self.n += 1
        return "ab c"[self.n - 1] if self.n <= 4 else None
    def readline(self): return ""
print(list(shlex.shlex(R(), posix=True)))
class Bad:
    def read(self, k): return 5
    def readline(self): return ""
try:
    list(shlex.shlex(Bad()))
except TypeError as e:
    print(e)
