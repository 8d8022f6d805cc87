def running_avg():
    total = 0.0
    count = 0
    avg = None
    try:
        while True:
            try:
                value = yield avg
            except ValueError as e:
                print("reset because", e)
                total, count, avg = 0.0, 0, None
                continue
            total += value
            count += 1
            avg = total / count
    finally:
        print("closing avg; count", count)

g = running_avg()
next(g)
for reading in sensor_read(sensor="t1")["values"]:
    print(g.send(reading))
print(g.throw(ValueError("bad sensor")))
print(g.send(10))
g.close()
try:
    g.send(1)
except StopIteration as e:
    print("stopped", repr(e))

def worker():
    result = yield "ready"
    while result != "stop":
        result = yield f"got {result}"
    return "finished"

w = worker()
print(next(w), w.send("a"), w.send("b"))
try:
    w.send("stop")
except StopIteration as e:
    final = e.value
final
