queue = [i["id"] for i in mcp__jobs__pending(queue="emails")]
processed = []
while True:
    job = queue.pop()
    processed.append(job)
    print("processed", job)
