# statistics.median_grouped: the grouped median in floats (3.11.7's formula), and its errors.
import statistics as st
from decimal import Decimal
from fractions import Fraction

latencies = fetch_metrics(name="latency_ms")["values"]
print(f"median={st.median(latencies)} grouped={st.median_grouped(latencies)} by 5={st.median_grouped(latencies, interval=5):.3f}")
for d, kw in [
    ([1, 2, 2, 3], {}),
    ([1, 3, 3, 5, 7], {"interval": 2}),
    ([5], {}),
    ([1.5, 2.5, 2.5, 9], {}),
    ([Fraction(1, 2), Fraction(3, 2)], {}),
    ([Decimal("1.5"), Decimal(2)], {"interval": Decimal("0.5")}),
    ([2, 1, 1, 1, 3, 3], {"interval": 0.5}),
    (range(10), {}),
    ([], {}),
    (["a", "b"], {}),
]:
    try:
        print(st.median_grouped(d, **kw))
    except (st.StatisticsError, TypeError) as e:
        print(type(e).__name__, e)
