sessions = {s["id"]: s for s in mcp__auth__sessions(user="ann")}
print(len(sessions), "sessions")
for sid, s in sessions.items():
    if s["expired"]:
        del sessions[sid]
print(len(sessions))
