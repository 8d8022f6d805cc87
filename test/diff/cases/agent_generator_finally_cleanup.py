def leased_rows(table):
    lease = acquire_lease(table=table)["lease"]
    print("leased", lease)
    try:
        for row in read_rows(lease=lease):
            yield row
    finally:
        release_lease(lease=lease)
        print("released", lease)

gen = leased_rows("events")
print(next(gen), next(gen))
gen.close()
print("after close")
for row in leased_rows("events"):
    if row == 2:
        break
print("after break")
g2 = leased_rows("events")
try:
    next(g2)
    g2.throw(KeyError("stop"))
except KeyError as e:
    print("thrown back", e)
print(list(leased_rows("events")))
