# The seed flow, adapted to this repository: read the README, search the host sources for
# the library's entry point, print a slice of the hits, return a summary as the result.
readme = file_read(path="README.md")
hits = grep(pattern=r"\brunFlow\b", path="host", glob="*.ts")
print(hits["text"][:200])
{"readme": readme["text"][:200], "matches": hits["text"].splitlines()}
