from functools import partial, cmp_to_key, reduce
import operator

def fetch_metric(name, *, service, window="1h"):
    return metric(name=name, service=service, window=window)["value"]

api_metric = partial(fetch_metric, service="api")
values = {n: api_metric(n) for n in ["latency", "errors"]}
values["errors_24h"] = api_metric("errors", window="24h")
print(values, api_metric.func.__name__, api_metric.keywords)

def by_severity(a, b):
    order = {"crit": 0, "warn": 1, "info": 2}
    return (order[a[1]] > order[b[1]]) - (order[a[1]] < order[b[1]]) or (a[0] > b[0]) - (a[0] < b[0])

alerts = [("disk", "warn"), ("cpu", "crit"), ("mem", "warn"), ("net", "info"), ("api", "crit")]
print(sorted(alerts, key=cmp_to_key(by_severity)))
print(reduce(operator.mul, [1, 2, 3, 4]), reduce(lambda acc, kv: acc + kv[1], values.items(), 0))
print(list(map(operator.itemgetter(0), alerts)), operator.add(2, 3), operator.neg(4))
max(alerts, key=cmp_to_key(by_severity))
