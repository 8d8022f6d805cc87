# Statements: if/elif/else, for/else, while/else, break, continue, pass, assert, del.
# ---- if_elif_else
for x in [-1, 0, 1, 5]:
    if x < 0:
        print("neg")
    elif x == 0:
        print("zero")
    elif x < 3:
        print("small")
    else:
        print("big")
# ---- for_else_no_break
for i in range(3):
    pass
else:
    print("else ran", i)
# ---- for_else_break
for i in range(5):
    if i == 2:
        break
else:
    print("not printed")
print(i)
# ---- while_else
n = 3
while n:
    n -= 1
else:
    print("while else", n)
while True:
    break
else:
    print("never")
# ---- continue_nested
out = []
for i in range(3):
    for j in range(3):
        if j == i:
            continue
        if j > 1:
            break
        out.append((i, j))
print(out)
# ---- for_over_empty_keeps_var
x = "kept"
for x in []:
    pass
print(x)
# ---- for_modifying_list
a = [1, 2, 3]
for v in a:
    if v == 1:
        a.remove(v)
print(a)
# ---- for_append_during
a = [1]
for v in a:
    if len(a) < 4:
        a.append(v + 1)
print(a)
# ---- loop_var_after
for i in range(10):
    pass
print(i)
# ---- assert_pass_fail
assert 1 == 1, "fine"
assert [] == [], "fine"
try:
    assert 1 > 2, "custom message"
except AssertionError as e:
    print("caught", e, e.args)
assert False
# ---- assert_with_value
x = 3
assert x < 0, f"x was {x}"
# ---- pass_everywhere
def f():
    pass
if True:
    pass
print(f())
# ---- range_loop_negative_step
print([i for i in range(10, -10, -4)], list(range(5, 0)))
# ---- range_loop_bigint
for i in range(2**64, 2**64 + 2):
    print(i)
# ---- while_with_counter
i = 0
total = 0
while i < 100:
    i += 1
    if i % 3:
        continue
    total += i
print(total)
# ---- nested_break_else
for a in range(3):
    for b in range(3):
        if a * b == 2:
            break
    else:
        continue
    print("found", a, b)
    break
# ---- truthiness_conditions
for v in [0, 0.0, "", [], {}, set(), None, "0", [0], 0.1]:
    print(repr(v), "T" if v else "F")
# ---- loop_over_range_modify_var
for i in range(3):
    i += 10
    print(i)
# ---- name_error
print(undefined_name)
# ---- unbound_local
x = 1
def f():
    print(x)
    x = 2
f()
# ---- long_elif_chain_flat_semantics
# A chain past 100 links is emitted flat (a labelled block): tests run in order, only until one
# holds; break/continue/return in a body still reach their loop or function.
seen = []
def check(v, i):
    seen.append(i)
    return v == i
for i in [0, 7, 50, 119, 115, 3, 200]:
    if check(i, 0):
        print('hit', 0)
    elif check(i, 1):
        print('hit', 1)
    elif check(i, 2):
        print('hit', 2)
    elif check(i, 3):
        print('hit', 3)
    elif check(i, 4):
        print('hit', 4)
    elif check(i, 5):
        print('hit', 5)
    elif check(i, 6):
        print('hit', 6)
    elif check(i, 7):
        print('skip', i)
        continue
    elif check(i, 8):
        print('hit', 8)
    elif check(i, 9):
        print('hit', 9)
    elif check(i, 10):
        print('hit', 10)
    elif check(i, 11):
        print('hit', 11)
    elif check(i, 12):
        print('hit', 12)
    elif check(i, 13):
        print('hit', 13)
    elif check(i, 14):
        print('hit', 14)
    elif check(i, 15):
        print('hit', 15)
    elif check(i, 16):
        print('hit', 16)
    elif check(i, 17):
        print('hit', 17)
    elif check(i, 18):
        print('hit', 18)
    elif check(i, 19):
        print('hit', 19)
    elif check(i, 20):
        print('hit', 20)
    elif check(i, 21):
        print('hit', 21)
    elif check(i, 22):
        print('hit', 22)
    elif check(i, 23):
        print('hit', 23)
    elif check(i, 24):
        print('hit', 24)
    elif check(i, 25):
        print('hit', 25)
    elif check(i, 26):
        print('hit', 26)
    elif check(i, 27):
        print('hit', 27)
    elif check(i, 28):
        print('hit', 28)
    elif check(i, 29):
        print('hit', 29)
    elif check(i, 30):
        print('hit', 30)
    elif check(i, 31):
        print('hit', 31)
    elif check(i, 32):
        print('hit', 32)
    elif check(i, 33):
        print('hit', 33)
    elif check(i, 34):
        print('hit', 34)
    elif check(i, 35):
        print('hit', 35)
    elif check(i, 36):
        print('hit', 36)
    elif check(i, 37):
        print('hit', 37)
    elif check(i, 38):
        print('hit', 38)
    elif check(i, 39):
        print('hit', 39)
    elif check(i, 40):
        print('hit', 40)
    elif check(i, 41):
        print('hit', 41)
    elif check(i, 42):
        print('hit', 42)
    elif check(i, 43):
        print('hit', 43)
    elif check(i, 44):
        print('hit', 44)
    elif check(i, 45):
        print('hit', 45)
    elif check(i, 46):
        print('hit', 46)
    elif check(i, 47):
        print('hit', 47)
    elif check(i, 48):
        print('hit', 48)
    elif check(i, 49):
        print('hit', 49)
    elif check(i, 50):
        print('hit', 50)
    elif check(i, 51):
        print('hit', 51)
    elif check(i, 52):
        print('hit', 52)
    elif check(i, 53):
        print('hit', 53)
    elif check(i, 54):
        print('hit', 54)
    elif check(i, 55):
        print('hit', 55)
    elif check(i, 56):
        print('hit', 56)
    elif check(i, 57):
        print('hit', 57)
    elif check(i, 58):
        print('hit', 58)
    elif check(i, 59):
        print('hit', 59)
    elif check(i, 60):
        print('hit', 60)
    elif check(i, 61):
        print('hit', 61)
    elif check(i, 62):
        print('hit', 62)
    elif check(i, 63):
        print('hit', 63)
    elif check(i, 64):
        print('hit', 64)
    elif check(i, 65):
        print('hit', 65)
    elif check(i, 66):
        print('hit', 66)
    elif check(i, 67):
        print('hit', 67)
    elif check(i, 68):
        print('hit', 68)
    elif check(i, 69):
        print('hit', 69)
    elif check(i, 70):
        print('hit', 70)
    elif check(i, 71):
        print('hit', 71)
    elif check(i, 72):
        print('hit', 72)
    elif check(i, 73):
        print('hit', 73)
    elif check(i, 74):
        print('hit', 74)
    elif check(i, 75):
        print('hit', 75)
    elif check(i, 76):
        print('hit', 76)
    elif check(i, 77):
        print('hit', 77)
    elif check(i, 78):
        print('hit', 78)
    elif check(i, 79):
        print('hit', 79)
    elif check(i, 80):
        print('hit', 80)
    elif check(i, 81):
        print('hit', 81)
    elif check(i, 82):
        print('hit', 82)
    elif check(i, 83):
        print('hit', 83)
    elif check(i, 84):
        print('hit', 84)
    elif check(i, 85):
        print('hit', 85)
    elif check(i, 86):
        print('hit', 86)
    elif check(i, 87):
        print('hit', 87)
    elif check(i, 88):
        print('hit', 88)
    elif check(i, 89):
        print('hit', 89)
    elif check(i, 90):
        print('hit', 90)
    elif check(i, 91):
        print('hit', 91)
    elif check(i, 92):
        print('hit', 92)
    elif check(i, 93):
        print('hit', 93)
    elif check(i, 94):
        print('hit', 94)
    elif check(i, 95):
        print('hit', 95)
    elif check(i, 96):
        print('hit', 96)
    elif check(i, 97):
        print('hit', 97)
    elif check(i, 98):
        print('hit', 98)
    elif check(i, 99):
        print('hit', 99)
    elif check(i, 100):
        print('hit', 100)
    elif check(i, 101):
        print('hit', 101)
    elif check(i, 102):
        print('hit', 102)
    elif check(i, 103):
        print('hit', 103)
    elif check(i, 104):
        print('hit', 104)
    elif check(i, 105):
        print('hit', 105)
    elif check(i, 106):
        print('hit', 106)
    elif check(i, 107):
        print('hit', 107)
    elif check(i, 108):
        print('hit', 108)
    elif check(i, 109):
        print('hit', 109)
    elif check(i, 110):
        print('hit', 110)
    elif check(i, 111):
        print('hit', 111)
    elif check(i, 112):
        print('hit', 112)
    elif check(i, 113):
        print('hit', 113)
    elif check(i, 114):
        print('hit', 114)
    elif check(i, 115):
        print('stop', i)
        break
    elif check(i, 116):
        print('hit', 116)
    elif check(i, 117):
        print('hit', 117)
    elif check(i, 118):
        print('hit', 118)
    elif check(i, 119):
        print('hit', 119)
    else:
        print('none', i)
    print('after', i)
def f(v):
    if check(v, 0):
        return 0 * 10
    elif check(v, 1):
        x = 1
    elif check(v, 2):
        return 2 * 10
    elif check(v, 3):
        x = 3
    elif check(v, 4):
        return 4 * 10
    elif check(v, 5):
        x = 5
    elif check(v, 6):
        return 6 * 10
    elif check(v, 7):
        x = 7
    elif check(v, 8):
        return 8 * 10
    elif check(v, 9):
        x = 9
    elif check(v, 10):
        return 10 * 10
    elif check(v, 11):
        x = 11
    elif check(v, 12):
        return 12 * 10
    elif check(v, 13):
        x = 13
    elif check(v, 14):
        return 14 * 10
    elif check(v, 15):
        x = 15
    elif check(v, 16):
        return 16 * 10
    elif check(v, 17):
        x = 17
    elif check(v, 18):
        return 18 * 10
    elif check(v, 19):
        x = 19
    elif check(v, 20):
        return 20 * 10
    elif check(v, 21):
        x = 21
    elif check(v, 22):
        return 22 * 10
    elif check(v, 23):
        x = 23
    elif check(v, 24):
        return 24 * 10
    elif check(v, 25):
        x = 25
    elif check(v, 26):
        return 26 * 10
    elif check(v, 27):
        x = 27
    elif check(v, 28):
        return 28 * 10
    elif check(v, 29):
        x = 29
    elif check(v, 30):
        return 30 * 10
    elif check(v, 31):
        x = 31
    elif check(v, 32):
        return 32 * 10
    elif check(v, 33):
        x = 33
    elif check(v, 34):
        return 34 * 10
    elif check(v, 35):
        x = 35
    elif check(v, 36):
        return 36 * 10
    elif check(v, 37):
        x = 37
    elif check(v, 38):
        return 38 * 10
    elif check(v, 39):
        x = 39
    elif check(v, 40):
        return 40 * 10
    elif check(v, 41):
        x = 41
    elif check(v, 42):
        return 42 * 10
    elif check(v, 43):
        x = 43
    elif check(v, 44):
        return 44 * 10
    elif check(v, 45):
        x = 45
    elif check(v, 46):
        return 46 * 10
    elif check(v, 47):
        x = 47
    elif check(v, 48):
        return 48 * 10
    elif check(v, 49):
        x = 49
    elif check(v, 50):
        return 50 * 10
    elif check(v, 51):
        x = 51
    elif check(v, 52):
        return 52 * 10
    elif check(v, 53):
        x = 53
    elif check(v, 54):
        return 54 * 10
    elif check(v, 55):
        x = 55
    elif check(v, 56):
        return 56 * 10
    elif check(v, 57):
        x = 57
    elif check(v, 58):
        return 58 * 10
    elif check(v, 59):
        x = 59
    elif check(v, 60):
        return 60 * 10
    elif check(v, 61):
        x = 61
    elif check(v, 62):
        return 62 * 10
    elif check(v, 63):
        x = 63
    elif check(v, 64):
        return 64 * 10
    elif check(v, 65):
        x = 65
    elif check(v, 66):
        return 66 * 10
    elif check(v, 67):
        x = 67
    elif check(v, 68):
        return 68 * 10
    elif check(v, 69):
        x = 69
    elif check(v, 70):
        return 70 * 10
    elif check(v, 71):
        x = 71
    elif check(v, 72):
        return 72 * 10
    elif check(v, 73):
        x = 73
    elif check(v, 74):
        return 74 * 10
    elif check(v, 75):
        x = 75
    elif check(v, 76):
        return 76 * 10
    elif check(v, 77):
        x = 77
    elif check(v, 78):
        return 78 * 10
    elif check(v, 79):
        x = 79
    elif check(v, 80):
        return 80 * 10
    elif check(v, 81):
        x = 81
    elif check(v, 82):
        return 82 * 10
    elif check(v, 83):
        x = 83
    elif check(v, 84):
        return 84 * 10
    elif check(v, 85):
        x = 85
    elif check(v, 86):
        return 86 * 10
    elif check(v, 87):
        x = 87
    elif check(v, 88):
        return 88 * 10
    elif check(v, 89):
        x = 89
    elif check(v, 90):
        return 90 * 10
    elif check(v, 91):
        x = 91
    elif check(v, 92):
        return 92 * 10
    elif check(v, 93):
        x = 93
    elif check(v, 94):
        return 94 * 10
    elif check(v, 95):
        x = 95
    elif check(v, 96):
        return 96 * 10
    elif check(v, 97):
        x = 97
    elif check(v, 98):
        return 98 * 10
    elif check(v, 99):
        x = 99
    elif check(v, 100):
        return 100 * 10
    elif check(v, 101):
        x = 101
    elif check(v, 102):
        return 102 * 10
    elif check(v, 103):
        x = 103
    elif check(v, 104):
        return 104 * 10
    elif check(v, 105):
        x = 105
    elif check(v, 106):
        return 106 * 10
    elif check(v, 107):
        x = 107
    elif check(v, 108):
        return 108 * 10
    elif check(v, 109):
        x = 109
    elif check(v, 110):
        return 110 * 10
    elif check(v, 111):
        x = 111
    elif check(v, 112):
        return 112 * 10
    elif check(v, 113):
        x = 113
    elif check(v, 114):
        return 114 * 10
    elif check(v, 115):
        x = 115
    elif check(v, 116):
        return 116 * 10
    elif check(v, 117):
        x = 117
    elif check(v, 118):
        return 118 * 10
    elif check(v, 119):
        x = 119
    else:
        print('none', v)
    return -1
print([f(k) for k in (0, 1, 64, 119, 500)], len(seen), sum(seen))
