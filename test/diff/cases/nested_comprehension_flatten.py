files = glob(pattern="src/*.ts")["text"].split()
per_file = {f: grep(pattern="export function", path=f)["text"].splitlines() for f in files}
names = [line.split("export function ")[1].split("(")[0] for lines in per_file.values() for line in lines if "export function" in line]
matrix = [[len(n) for n in names if n.startswith(p)] for p in "abc"]
print(names)
print(matrix)
flat = [x for row in matrix for x in row if x % 2 == 0]
{f.split("/")[-1]: len(v) for f, v in per_file.items()}, flat
