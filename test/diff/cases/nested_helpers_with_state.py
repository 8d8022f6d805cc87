import json

def make_client(owner, repo):
    calls = []

    def issues(state="open"):
        calls.append(("issues", state))
        return mcp__github__list_issues(owner=owner, repo=repo, state=state)

    def issue(n):
        calls.append(("issue", n))
        return mcp__github__get_issue(owner=owner, repo=repo, issue_number=n)

    def history():
        return list(calls)

    return {"issues": issues, "issue": issue, "history": history}

gh = make_client("acme", "widgets")
open_ = gh["issues"]()
detail = [gh["issue"](i["number"])["title"] for i in open_ if i["number"] % 2]
print(json.dumps(detail, ensure_ascii=False))
gh["history"]()
