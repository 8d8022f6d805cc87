resp = http_get(url="https://api.weather.test/v1/forecast?city=Oslo")
days = resp["daily"]
print(f"Forecast for {resp['city']} ({resp['units']})")
for d in days:
    bar = "#" * round(d["max"] - d["min"])
    print(f"{d['date']}  {d['min']:>5.1f} .. {d['max']:>5.1f}  {bar}")
avg_max = sum(d["max"] for d in days) / len(days)
print(f"avg max {avg_max:.2f}")
{"warmest": max(days, key=lambda d: d["max"])["date"], "avg_max": round(avg_max, 1)}
