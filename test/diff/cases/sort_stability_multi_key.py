tickets = mcp__support__tickets(queue="tier1")
by_age = sorted(tickets, key=lambda t: t["age_h"])
by_prio_then_age = sorted(by_age, key=lambda t: t["prio"])
for t in by_prio_then_age:
    print(t["prio"], t["age_h"], t["id"])
names = ["bob", "Alice", "carol", "alice", "Bob"]
print(sorted(names), sorted(names, key=str.lower), sorted(names, key=len, reverse=True))
tickets.sort(key=lambda t: (t["prio"], -t["age_h"]))
[t["id"] for t in tickets]
