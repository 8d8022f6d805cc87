import asyncio
from dataclasses import dataclass

@dataclass
class Repo:
    name: str
    stars: int = 0
    open_issues: int = 0

    async def refresh(self):
        info, issues = await asyncio.gather(repo_info(name=self.name), repo_issues(name=self.name))
        self.stars = info["stars"]
        self.open_issues = len(issues)
        return self

async def main(names):
    repos = [Repo(n) for n in names]
    results = await asyncio.gather(*(r.refresh() for r in repos), return_exceptions=True)
    ok = [r for r in results if isinstance(r, Repo)]
    errs = [f"{type(e).__name__}: {e}" for e in results if isinstance(e, Exception)]
    ok.sort(key=lambda r: (-r.stars, r.name))
    return ok, errs

ok, errs = asyncio.run(main(["a", "b", "c"]))
for r in ok:
    print(r)
errs
