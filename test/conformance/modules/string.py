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
from string import Template
t = Template("$who likes ${what}")
print(t.substitute(who="tim", what="kung pao"), t.safe_substitute(who="x"))
# ---- template_braced_and_escape
from string import Template
t = Template("${noun}ification costs $$${price} for $who")
print(t.substitute(noun="tree", price=5, who="you"), t.template)
# ---- template_mapping_and_kwargs
from string import Template
t = Template("$a-$b")
print(t.substitute({"a": 1, "b": 2}), t.substitute({"a": 1, "b": 2}, b="kw"), t.substitute(a=[1], b=None))
# ---- template_missing_key
from string import Template
try:
    Template("hi $name and $other").substitute(name="x")
except KeyError as e:
    print(repr(e))
# ---- template_invalid_placeholder
from string import Template
for text in ["cost: $5", "line1\nline2 $ x", "${unclosed", "ok $"]:
    try:
        Template(text).substitute(x=1)
    except ValueError as e:
        print(e)
# ---- template_safe_substitute
from string import Template
t = Template("$known $unknown ${braced} $5 $$ $")
print(t.safe_substitute(known="K"), t.safe_substitute({"braced": "B"}))
# ---- template_identifiers_valid
from string import Template
print(Template("$a ${b} $a $$ $_c9").get_identifiers(), Template("$a $1").is_valid(), Template("$a").is_valid(), Template("$a $1").get_identifiers())
# ---- template_case_and_adjacent
from string import Template
print(Template("$Name$age${x}y").substitute(Name="N", age=3, x="X"), Template("$a.b").substitute(a="A"))
# ---- template_message_flow
from string import Template
msg = Template("Dear $name, your order #$order ships on $date.")
rows = [{"name": "Ann", "order": 17, "date": "Mon"}, {"name": "Bo", "order": 18, "date": "Tue"}]
print([msg.substitute(r) for r in rows])
