# A module object's __name__ and type; no __file__ or __spec__ (they would name host paths).
import json, math, collections.abc, re, urllib.parse
import random as rnd
print(json.__name__, math.__name__, collections.abc.__name__, urllib.parse.__name__, rnd.__name__)
print(type(json).__name__, type(re) is type(math))
print(getattr(json, '__name__'))
try:
    json.__nope__
except AttributeError as e:
    print(e)
