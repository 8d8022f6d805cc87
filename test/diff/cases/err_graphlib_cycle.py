from graphlib import TopologicalSorter

tasks = {"lint": ["install"], "install": ["fetch"], "fetch": ["lint"], "report": ["lint"]}
print(TopologicalSorter({"b": ["a"]}).static_order().__class__.__name__)
order = list(TopologicalSorter(tasks).static_order())
print(order)
