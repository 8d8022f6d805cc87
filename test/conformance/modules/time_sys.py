# Modules: time (the deterministic parts: struct_time, gmtime/mktime/strftime/asctime of given
# instants, sleep's checks, the types returned; the flow's clock itself is flow-clock.test.ts's)
# and the sandboxed sys (version_info, limits, float_info, int digit limit, exit, stdout).
# ---- gmtime_struct
import time
t = time.gmtime(1714979289.5)
print(t, t[0], t.tm_yday, t.tm_wday, len(t), t[:3], tuple(t)[-1])
# ---- gmtime_epoch_and_past
import time
print(time.gmtime(0), time.gmtime(-86400).tm_year, time.gmtime(951782400).tm_yday, time.gmtime(4102444800)[:6])
# ---- strftime_given_time
import time
t = time.gmtime(1714979289)
print(time.strftime("%Y-%m-%d %H:%M:%S", t), time.strftime("%a %b %d %j %p %I %y %%", t), time.strftime("%A, %B %-d" if False else "%A, %B %d", t))
# ---- asctime_ctime_mktime
import time
t = time.gmtime(1714979289)
print(time.asctime(t), time.ctime(0), time.ctime(86400 * 10 + 5), time.mktime(time.gmtime(0)) if False else time.asctime(time.gmtime(1e9)))
# ---- struct_time_construct
import time
st = time.struct_time((2024, 1, 2, 3, 4, 5, 6, 7, 0))
print(st, st.tm_mon, st == (2024, 1, 2, 3, 4, 5, 6, 7, 0), isinstance(st, tuple))
try:
    time.struct_time((1, 2))
except TypeError as e:
    print(e)
# ---- time_types
import time
print(type(time.time()), type(time.time_ns()), type(time.monotonic()), type(time.perf_counter()), type(time.perf_counter_ns()), time.sleep(0))
# ---- clock_moves_forward
import time
a = time.monotonic()
b = time.perf_counter()
time.sleep(0.01)
print(time.monotonic() >= a, time.perf_counter() - b >= 0.01, time.time() > 1.6e9)
# ---- sleep_errors
import time
for bad in (-1, "a", None):
    try:
        time.sleep(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
# ---- strftime_errors
import time
try:
    time.strftime(5)
except TypeError as e:
    print(e)
try:
    time.gmtime("x")
except TypeError as e:
    print(e)
# ---- elapsed_pattern_flow
import time
start = time.perf_counter()
total = sum(range(1000))
elapsed = time.perf_counter() - start
print(total, elapsed >= 0, f"{elapsed:.0f}" in ("0", "-0"))
# ---- sys_version
import sys
print(sys.version_info[:2], sys.version_info.major, sys.version_info.minor, sys.version_info >= (3, 8), sys.version_info < (3, 12), sys.version_info.releaselevel, type(sys.version))
# ---- sys_values
import sys
print(sys.maxsize, sys.maxsize == 2**63 - 1, sys.maxunicode, sys.byteorder, sys.platform, sys.getrecursionlimit(), sys.getdefaultencoding())
# ---- sys_float_info
import sys
print(sys.float_info.max, sys.float_info.epsilon, sys.float_info.min, sys.float_info.dig, sys.float_info.mant_dig, sys.float_info)
print(sys.int_info)
# ---- sys_int_max_str_digits
import sys
print(sys.get_int_max_str_digits())
try:
    str(10 ** 5000)
except ValueError as e:
    print(e)
sys.set_int_max_str_digits(6000)
print(len(str(10 ** 5000)), sys.get_int_max_str_digits(), len(str(int("9" * 5500))))
sys.set_int_max_str_digits(0)
print(len(str(10 ** 9000)))
try:
    sys.set_int_max_str_digits(5)
except ValueError as e:
    print(e)
sys.set_int_max_str_digits(4300)
# ---- sys_exit
import sys
for code in (None, 3, "bye"):
    try:
        sys.exit(code) if code is not None else sys.exit()
    except BaseException as e:
        print(type(e).__name__, e.args)
# ---- sys_stdout_write
import sys
n = sys.stdout.write("no newline ")
sys.stdout.write("then more\n")
sys.stderr.write("hidden\n")
sys.stdout.flush()
print(n)
# ---- sys_stdout_errors
import sys
try:
    sys.stdout.write(5)
except TypeError as e:
    print(e)
# ---- sys_setrecursionlimit_bounds_recursion
import sys
def down(n):
    return 0 if n == 0 else down(n - 1)
def deep_list(n):
    x = []
    for _ in range(n):
        x = [x]
    return x
try:
    print(sys.getrecursionlimit())
    sys.setrecursionlimit(120)
    print(sys.getrecursionlimit(), down(40))
    for run in (lambda: down(500), lambda: repr(deep_list(300)), lambda: str(deep_list(300))):
        try:
            run()
        except RecursionError as e:
            print("RecursionError", e)
    print(len(repr(deep_list(40))))
    sys.setrecursionlimit(5000)
    print(sys.getrecursionlimit(), down(1500))
    for bad in (0, -1, 1.5, "9", 2**31, 1):
        try:
            sys.setrecursionlimit(bad)
        except (TypeError, ValueError, OverflowError) as e:
            print(type(e).__name__, e)
        except RecursionError as e:
            print("RecursionError", str(e).split(" at ")[0])
finally:
    sys.setrecursionlimit(1000)
print(sys.getrecursionlimit())
# ---- class_valued_init_cycle
class A:
    pass
A.__init__ = A
try:
    A()
except RecursionError as e:
    print(e)
# ---- deep_frozenset_keys
y = frozenset({1})
for _ in range(10000):
    y = frozenset({y})
s = {y, frozenset({y})}
print(y in s, frozenset({y}) in s, frozenset({frozenset({y})}) in s, len(s))
z = (1,)
for _ in range(300):
    z = (frozenset({z}),)
z2 = (1,)
for _ in range(300):
    z2 = (frozenset({z2}),)
print({z: 1}[z2])
