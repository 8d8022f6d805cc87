# Modules: random — CPython's Mersenne Twister bit for bit after random.seed(...): random,
# getrandbits, randrange/randint, choice/choices/shuffle/sample, uniform, the distributions,
# Random instances, getstate/setstate, and CPython's error messages. (gauss, normalvariate and
# expovariate go through log/sin/cos, whose last bit may differ: compared rounded.)
# ---- seed_random
import random
random.seed(42)
print(random.random(), random.random(), random.random())
# ---- seed_zero_and_negative
import random
random.seed(0)
a = random.random()
random.seed(-0)
print(a == random.random())
random.seed(-7)
b = random.random()
random.seed(7)
print(b == random.random(), b)
# ---- seed_big_int
import random
random.seed(2**100 + 12345)
print(random.random(), random.getrandbits(64))
# ---- seed_str_bytes
import random
random.seed("hello world")
print(random.random())
random.seed(b"hello world")
print(random.random())
random.seed("")
print(random.random())
# ---- seed_float_bool
import random
random.seed(3.5)
print(random.random())
random.seed(True)
print(random.random())
random.seed(2.0)
a = random.random()
random.seed(2)
print(a == random.random())
# ---- seed_bad_type
import random
try:
    random.seed([1, 2])
except TypeError as e:
    print(e)
# ---- getrandbits
import random
random.seed(1)
print(random.getrandbits(1), random.getrandbits(8), random.getrandbits(32), random.getrandbits(33), random.getrandbits(64), random.getrandbits(200), random.getrandbits(0))
# ---- getrandbits_negative
import random
try:
    random.getrandbits(-1)
except ValueError as e:
    print(e)
# ---- randint
import random
random.seed(5)
print([random.randint(1, 6) for _ in range(20)])
print(random.randint(-10, 10), random.randint(10**20, 10**20 + 5), random.randint(3, 3))
# ---- randrange_forms
import random
random.seed(9)
print(random.randrange(10), random.randrange(5, 15), random.randrange(0, 100, 5), random.randrange(100, 0, -3), random.randrange(-50, -10))
print(random.randrange(2**70), random.randrange(1, 2**64, 2))
# ---- randrange_errors
import random
tests = [lambda: random.randrange(0), lambda: random.randrange(-3), lambda: random.randrange(5, 5), lambda: random.randrange(5, 2),
         lambda: random.randrange(0, 10, 0), lambda: random.randrange(0, 10, -1), lambda: random.randrange(1, None, 2)]
for t in tests:
    try:
        t()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
# ---- randrange_non_integer
import random
try:
    random.randrange(1.5)
except ValueError as e:
    print(e)
try:
    random.randrange("5")
except TypeError as e:
    print(e)
random.seed(2)
print(random.randrange(True, 10))
# ---- randint_missing_arg
import random
try:
    random.randint(1)
except TypeError as e:
    print(e)
# ---- choice
import random
random.seed(11)
print([random.choice("abcdefg") for _ in range(10)], random.choice([10, 20, 30]), random.choice((1,)), random.choice(range(100, 200)))
# ---- choice_empty
import random
for seq in ([], "", ()):
    try:
        random.choice(seq)
    except IndexError as e:
        print(e)
# ---- choice_dict_keys
import random
random.seed(3)
d = {0: "zero", 1: "one", 2: "two"}
print(random.choice(d))
# ---- choices_unweighted
import random
random.seed(12)
print(random.choices("abc", k=10), random.choices([1, 2, 3]), random.choices(range(5), k=0))
# ---- choices_weighted
import random
random.seed(13)
print(random.choices(["red", "green", "blue"], weights=[10, 1, 5], k=12))
print(random.choices(["a", "b"], [0.25, 0.75], k=8))
print(random.choices("xyz", cum_weights=[1, 5, 6], k=6))
# ---- choices_errors
import random
tests = [lambda: random.choices([1, 2], [1]), lambda: random.choices([1, 2], weights=[0, 0]), lambda: random.choices([1, 2], 3),
         lambda: random.choices([1, 2], weights=[1, 1], cum_weights=[1, 2]), lambda: random.choices([1, 2], weights=[1, float("inf")])]
for t in tests:
    try:
        t()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
# ---- shuffle
import random
random.seed(21)
xs = list(range(15))
random.shuffle(xs)
print(xs)
ys = ["a"]
random.shuffle(ys)
print(ys)
# ---- shuffle_tuple_error
import random
try:
    random.shuffle((1, 2, 3))
except TypeError as e:
    print(e)
# ---- sample_small
import random
random.seed(31)
print(random.sample(range(10), 4), random.sample("abcdefgh", 3), random.sample([1, 2, 3], 3), random.sample([1, 2], 0))
# ---- sample_large_population
import random
random.seed(32)
print(random.sample(range(10000), 8), random.sample(range(100), 30))
# ---- sample_counts
import random
random.seed(33)
print(random.sample(["red", "blue"], counts=[4, 2], k=5))
# ---- sample_errors
import random
tests = [lambda: random.sample([1, 2], 3), lambda: random.sample([1, 2], -1), lambda: random.sample({1, 2, 3}, 2),
         lambda: random.sample({"a": 1}, 1), lambda: random.sample([1, 2], 1, counts=[1]), lambda: random.sample([1, 2], 1, counts=[0, 0])]
for t in tests:
    try:
        t()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
# ---- uniform_triangular
import random
random.seed(41)
print(random.uniform(1, 10), random.uniform(2.5, -2.5), random.uniform(3, 3), random.triangular(), random.triangular(0, 10), random.triangular(0, 10, 2), random.triangular(5, 5, 5))
# ---- distributions_rounded
import random
random.seed(42)
print([round(random.gauss(0, 1), 9) for _ in range(4)], round(random.gauss(100, 15), 7))
print(round(random.normalvariate(0, 1), 9), round(random.normalvariate(5, 2), 9), round(random.expovariate(1.5), 9))
# ---- gauss_pairs_cached
import random
random.seed(5)
a = random.gauss()
random.seed(5)
b = random.gauss()
c = random.gauss()
print(a == b, a != c)
# ---- random_class
import random
r = random.Random(100)
s = random.Random(100)
print(r.random() == s.random(), r.randint(1, 1000), s.choice("xyz"), type(r), isinstance(r, random.Random))
# ---- random_class_independent
import random
random.seed(1)
r = random.Random(1)
print(random.random() == r.random(), random.random() == r.random())
# ---- random_class_reseed
import random
r = random.Random(4)
a = r.random()
r.seed(4)
print(a == r.random())
# ---- getstate_setstate
import random
random.seed(77)
state = random.getstate()
first = [random.random() for _ in range(3)]
random.setstate(state)
print(first == [random.random() for _ in range(3)], state[0], len(state[1]))
# ---- module_functions_share_state
import random
from random import randint, random as rnd, seed
seed(8)
a = rnd()
random.seed(8)
print(a == random.random(), randint(1, 9))
# ---- lottery_flow
import random
random.seed(2024)
tickets = [f"T{n:03d}" for n in range(1, 51)]
winners = random.sample(tickets, 3)
bonus = random.choice([t for t in tickets if t not in winners])
print(winners, bonus)
# ---- retry_jitter_flow
import random
random.seed(99)
delays = [round(min(30, 2 ** attempt) * random.uniform(0.5, 1.5), 3) for attempt in range(6)]
print(delays)
# ---- train_test_split_flow
import random
rows = list(range(20))
random.seed(0)
random.shuffle(rows)
cut = int(len(rows) * 0.8)
print(rows[:cut], rows[cut:])
