import textwrap

issue = mcp__github__get_issue(owner="acme", repo="widgets", issue_number=99)
template = textwrap.dedent("""\
    Issue #{num}: {title}
      state: {state}
    """)
print(template.format(num=99, title=issue["title"], state=issue["state"]), end="")
for line in textwrap.wrap(issue["body"], width=24, initial_indent="> ", subsequent_indent="> "):
    print(line)
textwrap.shorten("  lots   of   space   here and more words  ", width=20)
