# String arguments that JSON must escape (quotes, backslashes, control characters, surrogates
# paired or lone) reach the tool as CPython's json writes them: the calls' args are compared.
# The first call has a fixture; the others find none and are caught.
print(kv_get(ns="plain", key="a")["value"])
texts = ['say "hi"', "back\\slash", "tab\tnew\nline\x00nul\x1f", "emoji \U0001F600 pair", "lone \ud800 high", "lone \udc00 low", "\\ud800 as text", "x" * 5000, "é ü \u2028 \x7f"]
for t in texts:
    try:
        kv_get(ns="escapes", key=t)
    except ToolError as e:
        print(len(t), type(e).__name__)
