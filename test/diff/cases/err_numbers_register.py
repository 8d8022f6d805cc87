import numbers
class Money:
    pass
numbers.Real.register(Money)
print(isinstance(Money(), numbers.Number), isinstance(Money(), numbers.Integral))
numbers.Number.register("Money")
