import re

text = web_fetch(url="https://team.test/contacts")["text"]
seen = []
def redact(m):
    user, domain = m.group(1), m.group(2)
    seen.append(domain)
    return f"{user[0]}***@{domain}"
clean = re.sub(r"([\w.+-]+)@([\w-]+\.[\w.]+)", redact, text)
print(clean)
phones = re.sub(r"\b(\d{3})[-. ](\d{3})[-. ](\d{4})\b", r"(\1) \2-\3", clean)
print(phones)
print(re.subn(r"\s+", " ", "a  b\t\tc\n d"))
sorted(set(seen))
