page = web_fetch(url="https://i18n.test/greetings")["text"]
lines = page.splitlines()
for line in lines:
    lang, _, greet = line.partition(":")
    print(f"{lang:<3}|{greet.strip():^12}|{len(greet.strip()):>2}|{greet.strip()[::-1]}")
longest = max(lines, key=len)
print(longest.upper())
print(page.count("🙂"), page.find("世界"), len(page))
{"first_chars": [l.partition(":")[2].strip()[:1] for l in lines], "title": lines[0].title()}
