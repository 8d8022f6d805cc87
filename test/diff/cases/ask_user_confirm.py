files = glob(pattern="tmp/*.log")["text"].split()
answer = ask_user(question=f"Delete {len(files)} log files?")["text"].strip().lower()
if answer in ("y", "yes"):
    print("user approved; would delete:")
    for f in files:
        print("  rm", f)
else:
    print("skipped")
{"approved": answer.startswith("y"), "files": files}
