from typing import NamedTuple, Optional, List
import statistics

class Price(NamedTuple):
    symbol: str
    close: float
    volume: int = 0
    note: Optional[str] = None

    @property
    def value(self) -> float:
        return self.close * self.volume

    def label(self) -> str:
        return f"{self.symbol}@{self.close:.2f}"

rows = market_data(symbols=["AAA", "BBB", "CCC"])
prices: List[Price] = [Price(**r) for r in rows]
for p in sorted(prices, key=lambda p: p.value, reverse=True):
    print(p.label(), f"{p.value:,.0f}", p)
best = max(prices, key=lambda p: p.close)
sym, close, *rest = best
print(sym, close, rest, best._replace(note="top"), Price._fields, best._asdict())
print(statistics.mean(p.close for p in prices), statistics.median([p.volume for p in prices]))
[p.symbol for p in prices if p.note is None]
