rows = mcp__db__query(sql="select name, qty, price from stock")
w = max(len(r[0]) for r in rows) + 2
right = True
for name, qty, price in rows:
    print(f"{name:{'>' if right else '<'}{w}}|{qty:{'+' if qty else ' '}5d}|{price:{w}.{2}f}|")
print("{:>{w}}|{:^{w}}|{:<{w}.3}".format("r", "c", "long text", w=w))
print("{0:{fill}{align}{width}}".format("x", fill="*", align="^", width=7))
print(f"{'total':>{w}}|{sum(r[1] for r in rows):5d}|{sum(r[1] * r[2] for r in rows):{w}.2f}|")
w
