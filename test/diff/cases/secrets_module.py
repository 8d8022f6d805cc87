import random
import secrets
import string

# Values differ from run to run; their types, lengths, alphabets and ranges do not.
random.seed(1)


def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


HEX = set(string.hexdigits.lower())
URLSAFE = set(string.ascii_letters + string.digits + "-_")
for n in [None, 0, 1, 2, 3, 16, 31, 32, 33, 100, True]:
    b, h, u = secrets.token_bytes(n), secrets.token_hex(n), secrets.token_urlsafe(n)
    print(n, type(b).__name__, len(b), type(h).__name__, len(h), set(h) <= HEX, type(u).__name__, len(u), set(u) <= URLSAFE)
print(secrets.DEFAULT_ENTROPY, len(secrets.token_bytes()), len(secrets.token_hex()), len(secrets.token_urlsafe()))
print(len({secrets.token_hex(16) for _ in range(200)}))

for n in [1, 2, 7, 10, 2**64, 10**30, True]:
    draws = [secrets.randbelow(n) for _ in range(50)]
    print("randbelow", n, all(type(d) is int and 0 <= d < n for d in draws))
print(sorted(set(secrets.randbelow(3) for _ in range(300))))
for k in [0, 1, 8, 31, 32, 33, 64, 65, 200, True]:
    draws = [secrets.randbits(k) for _ in range(50)]
    print("randbits", k, all(type(d) is int and 0 <= d < 2**k for d in draws))
print(secrets.randbits(0), max(secrets.randbits(300) for _ in range(20)).bit_length() > 290)
seq = ["a", "b", "c"]
print(all(secrets.choice(seq) in seq for _ in range(50)), secrets.choice("z"), secrets.choice((5,)), secrets.choice(range(3, 4)))
print(secrets.compare_digest("abc", "abc"), secrets.compare_digest(b"abc", b"abd"), secrets.compare_digest(b"", b""))

t("randbelow 0", lambda: secrets.randbelow(0))
t("randbelow -3", lambda: secrets.randbelow(-3))
t("randbelow float", lambda: secrets.randbelow(1.5))
t("randbelow str", lambda: secrets.randbelow("a"))
t("randbelow none", lambda: secrets.randbelow())
t("token_bytes -1", lambda: secrets.token_bytes(-1))
t("token_hex -1", lambda: secrets.token_hex(-1))
t("token_urlsafe -1", lambda: secrets.token_urlsafe(-1))
t("token_bytes float", lambda: secrets.token_bytes(1.5))
t("token_bytes str", lambda: secrets.token_bytes("a"))
t("token_bytes kw", lambda: len(secrets.token_bytes(nbytes=4)))
t("randbits -1", lambda: secrets.randbits(-1))
t("randbits float", lambda: secrets.randbits(1.5))
t("randbits str", lambda: secrets.randbits("a"))
t("choice empty", lambda: secrets.choice([]))
t("compare mixed", lambda: secrets.compare_digest("a", b"a"))
t("compare non-ascii", lambda: secrets.compare_digest("é", "é"))

# SystemRandom: random.Random's methods, no seed or state.
r = secrets.SystemRandom()
print(secrets.SystemRandom is random.SystemRandom, isinstance(r, random.Random), type(r).__name__, type(r).__module__)
print(r.seed(5), r.seed(1, 2, a=3), 0 <= r.random() < 1, type(r.random()).__name__, 1 <= r.randint(1, 6) <= 6)
print(r.randrange(0, 100, 10) % 10, sorted(r.sample(range(10), 10)), len(r.choices("ab", k=7)), -5 <= r.uniform(-5, 5) <= 5)
xs = list(range(20))
r.shuffle(xs)
print(sorted(xs) == list(range(20)), type(r.gauss(0, 1)).__name__, r.getrandbits(0), 0 <= r.getrandbits(5) < 32)
t("getstate", lambda: r.getstate())
t("setstate", lambda: r.setstate(None))
t("getrandbits -1", lambda: r.getrandbits(-1))
t("getrandbits missing", lambda: r.getrandbits())
t("randrange empty", lambda: r.randrange(0))
t("SystemRandom args", lambda: random.SystemRandom(1, 2))
t("SystemRandom kw", lambda: random.SystemRandom(y=1))
t("Random args", lambda: random.Random(1, 2))
print(type(random.SystemRandom(x=1)).__name__, random.Random(x=3).random() == random.Random(3).random())
print(issubclass(secrets.SystemRandom, random.Random), secrets.SystemRandom.__name__, secrets.SystemRandom)

# random.seed() leaves secrets' draws alone; secrets leaves random's sequence alone.
random.seed(1)
a = random.random()
secrets.token_bytes(64)
secrets.randbelow(10)
r.random()
random.seed(1)
print(random.random() == a)
random.seed(1)
secrets.token_bytes(8)
print(random.random() == a, random.random())
