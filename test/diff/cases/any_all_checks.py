checks = mcp__ci__get_checks(ref="main")
names = [c["name"] for c in checks]
all_done = all(c["status"] == "completed" for c in checks)
any_failed = any(c.get("conclusion") == "failure" for c in checks)
print(f"{len(checks)} checks: done={all_done} failed={any_failed}")
print("empty all/any:", all([]), any([]))
first_fail = next((c["name"] for c in checks if c.get("conclusion") == "failure"), None)
pending = sum(1 for c in checks if c["status"] != "completed")
print("first failure:", first_fail, "pending:", pending)
{"green": all_done and not any_failed, "names": names, "pending": pending}
