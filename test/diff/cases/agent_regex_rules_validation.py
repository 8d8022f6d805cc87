# Validate user-supplied redaction rules: compile each pattern, report re.error's fields
# (msg, pos, lineno, colno, pattern), then apply the valid rules to a document.
import re

class RuleError(re.error):
    """A rule whose pattern compiled but whose replacement is unusable."""

rules = get_rules(project="docs")
valid = []
for rule in rules:
    try:
        pat = re.compile(rule["pattern"], re.VERBOSE if rule.get("verbose") else 0)
        if "\\9" in rule["repl"]:
            raise RuleError("replacement refers to group 9", rule["repl"], rule["repl"].index("\\9"))
    except re.error as e:
        where = f"line {e.lineno}, col {e.colno}" if e.lineno is not None else "no position"
        print(f"{rule['name']}: {type(e).__name__}: {e.msg!r} at {e.pos} ({where}); pattern={e.pattern!r}")
        print("   str:", e, "| args:", e.args)
        continue
    valid.append((rule["name"], pat, rule["repl"]))
doc = fetch_doc(id="handbook")["text"]
for name, pat, repl in valid:
    doc, n = pat.subn(repl, doc)
    print(f"{name}: {n} replacement(s)")
print(doc)
plain = re.error("plain message")
print(repr(plain), plain.msg, plain.pos, plain.lineno, plain.colno)
