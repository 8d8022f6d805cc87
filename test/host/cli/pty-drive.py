# Test helper: runs a command on a pseudo-terminal and types into it like a person, so the CLI's
# real terminal paths (raw-mode keys, the approval prompt) are exercised. Argument: a JSON object
# {"cmd": [...], "cwd": "...", "steps": [{"wait": "<regex over the output so far>", "send": "b"}]}.
# Prints {"code": <exit status>, "output": "<everything the terminal showed>"} as JSON.
import json, os, pty, re, select, sys, time

spec = json.loads(sys.argv[1])
pid, fd = pty.fork()
if pid == 0:
    os.chdir(spec.get("cwd", "."))
    os.execvp(spec["cmd"][0], spec["cmd"])

output = b""
steps = list(spec.get("steps", []))
deadline = time.time() + spec.get("timeout", 60)
while time.time() < deadline:
    ready, _, _ = select.select([fd], [], [], 0.1)
    if ready:
        try:
            chunk = os.read(fd, 4096)
        except OSError:  # EIO: the child closed the terminal
            break
        if not chunk:
            break
        output += chunk
    if steps and re.search(steps[0]["wait"], output.decode("utf8", "replace")):
        os.write(fd, steps.pop(0)["send"].encode())
else:
    os.kill(pid, 9)  # out of time: the test fails on the output, not by hanging
_, status = os.waitpid(pid, 0)
print(json.dumps({"code": os.waitstatus_to_exitcode(status), "output": output.decode("utf8", "replace"), "unsent": len(steps)}))
