# Finds TODO/FIXME markers in the TypeScript sources, counts them per folder and per kind, and
# returns the busiest files first. Run offline: toolflow run examples/todo-report.py --fixtures examples/todo-report.tools.json
import re
from collections import Counter, defaultdict

files = glob(pattern="**/*.ts", path="src")["text"].splitlines()
print(f"{len(files)} TypeScript files")

hits = grep(pattern=r"\b(TODO|FIXME)\b", path="src", glob="*.ts")["text"].splitlines()
marker = re.compile(r"^(?P<path>[^:]+):(?P<line>\d+):.*\b(?P<kind>TODO|FIXME)\b:?\s*(?P<note>.*)$")

per_file = defaultdict(list)
kinds = Counter()
for hit in hits:
    m = marker.match(hit)
    if m is None:
        continue
    per_file[m.group("path")].append((int(m.group("line")), m.group("note").strip()))
    kinds[m.group("kind")] += 1

folders = Counter(path.rsplit("/", 1)[0] for path in per_file)
busiest = sorted(per_file.items(), key=lambda item: (-len(item[1]), item[0]))
for path, notes in busiest[:3]:
    print(f"{path}: {len(notes)} marker(s), first at line {notes[0][0]}")

{
    "files_scanned": len(files),
    "markers": dict(kinds.most_common()),
    "by_folder": dict(sorted(folders.items())),
    "top": [{"path": p, "count": len(n), "notes": [note for _, note in n]} for p, n in busiest[:3]],
}
