# An enum's `__init__` receives each member's value (a tuple unpacked): it may store attributes,
# and set `_value_` (the member's value and repr then; CPython 3.11 still finds the member by
# the value written in the class body).
from enum import Enum


class HttpStatus(Enum):
    OK = (200, "OK")
    NOT_FOUND = (404, "Not Found")

    def __init__(self, code, phrase):
        self._value_ = code
        self.phrase = phrase


class Currency(Enum):
    EUR = ("€", 2)
    JPY = ("¥", 0)

    def __init__(self, symbol, decimals):
        self.symbol = symbol
        self.decimals = decimals

    def format(self, amount):
        return f"{self.symbol}{amount:.{self.decimals}f}"


class Coin(Enum):
    PENNY = 1
    CENT = 1
    NICKEL = 5

    def __init__(self, cents):
        print("init", self.name, cents)
        self.cents = cents


print(HttpStatus.OK.value, repr(HttpStatus.OK), HttpStatus.NOT_FOUND.phrase, HttpStatus.OK._value_)
print(HttpStatus((200, "OK")), [s.value for s in HttpStatus], HttpStatus._value2member_map_)
try:
    HttpStatus(200)
except ValueError as e:
    print("ValueError", e)
print(Currency.EUR.value, Currency.JPY.symbol, Currency.EUR.format(3.5), Currency.JPY.format(1200), Currency(("¥", 0)), repr(Currency.EUR))
print(list(Coin), Coin.CENT is Coin.PENNY, Coin.NICKEL.cents)
