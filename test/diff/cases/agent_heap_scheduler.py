import heapq
import bisect
from dataclasses import dataclass, field
from typing import Any

@dataclass(order=True)
class Task:
    priority: int
    seq: int
    name: str = field(compare=False)
    payload: Any = field(default=None, compare=False, repr=False)

tasks = []
for i, t in enumerate(task_queue(queue="main")):
    heapq.heappush(tasks, Task(t["priority"], i, t["name"], t))
done = []
while tasks:
    t = heapq.heappop(tasks)
    r = run_task(name=t.name)
    done.append((t.name, r["ms"]))
    print(t)
latencies = sorted(ms for _, ms in done)
print(bisect.bisect_left(latencies, 50), bisect.bisect_right(latencies, 50), heapq.nsmallest(2, latencies), heapq.nlargest(1, done, key=lambda d: d[1]))
bisect.insort(latencies, 42)
latencies
