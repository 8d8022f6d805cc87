# Modules: string — constants, capwords, Template.
# ---- constants
import string
print(string.ascii_letters, string.ascii_lowercase, string.ascii_uppercase)
print(string.digits, string.hexdigits, string.octdigits, repr(string.whitespace))
print(string.punctuation, len(string.printable))
# ---- capwords
import string
print(string.capwords("hello   wORLD  foo"), string.capwords("a-b c-d", "-"))
# ---- constants_usage
import string
pw = "Abc123!"
print(any(c in string.punctuation for c in pw), all(c in string.ascii_letters + string.digits for c in "abc9"))
# ---- template
# skip: string.Template is outside SUBSET.md (string constants only)
from string import Template
t = Template("$who likes ${what}")
print(t.substitute(who="tim", what="kung pao"), t.safe_substitute(who="x"))
