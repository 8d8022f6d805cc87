# Syntax: f-strings — nested fields, conversions, specs, `=`.
# ---- basic
x, y = 3, "hi"
print(f"{x} {y} {x + 1} {y.upper()} {[x, y]}")
# ---- conversions
s = "a'b"
print(f"{s!r} {s!s} {s!a} {'é'!a} {1.5!r}")
# ---- nested_spec
w = 8
v = 3.14159
print(f"[{v:<{w}}] [{v:>{w}.{2}f}] [{'x':^{w}}] [{v:{w}.3}]")
# ---- equals
x = 10
name = "bob"
print(f"{x=}", f"{x = }", f"{name=}", f"{x*2=}", f"{name=!s}", f"{x=:5}")
# ---- thousands
print(f"{1234567:,} {1234567:_} {1234567.891:,.2f} {-9876543:,d} {0xABCDEF:_x}")
# ---- percent
print(f"{0.256:%} {0.256:.1%} {1:.0%} {-0.5:.2%}")
# ---- exp_general
print(f"{12345.678:e} {12345.678:.2e} {0.000123:E} {12345.678:g} {0.0000123:g} {1e20:g} {123456789:g}")
# ---- sign_fill_align
print(f"[{5:+}] [{-5:+}] [{5: }] [{5:*^9}] [{-5:=8}] [{5:08}] [{-3.5:08.2f}] [{'ab':>5}] [{'ab':5}] [{7:<4}]")
# ---- int_bases
print(f"{255:x} {255:X} {255:o} {255:b} {255:#x} {255:#o} {255:#b} {-255:#x} {65:c}")
# ---- zero_pad_commas
print(f"{1234:010,} {12.5:09.3f} {-1:03}")
# ---- float_default_format
print(f"{1.0} {1e16} {0.1+0.2} {1e-7} {2.5:} {2.50:.3}")
# ---- g_precision
print(f"{3.0:g} {3.14159:.3g} {1234.5:.2g} {0.0001:.1g} {100000.0:g} {1000000.0:g} {2.0:.0g}")
# ---- n_and_empty_type
print(f"{1234.5:.2} {1234.5:10} {123:5} {'s':5}|")
# ---- str_precision
print(f"{'abcdef':.3} {'abcdef':>8.2}|")
# ---- nested_quotes_and_dicts
d = {"k": [1, 2]}
print(f"{d['k'][1]} {d} {len(d)}")
# ---- braces_escape
print(f"{{}} {{{1}}} }}{{")
# ---- multiline_fstring
a = 2
s = f"""x={a}
y={a * 2}"""
print(s)
# ---- fstring_with_format_call
print(f"{format(3.5, '.2f')} {str(5).zfill(3)}")
# ---- fstring_spec_on_bool_none
print(f"{True} {None} {True:d} {False:>6}")
# ---- fstring_bad_spec
x = 5
print(f"{x:s}")
# ---- fstring_bad_spec_str
print(f"{'a':d}")
# ---- fstring_inf_nan
print(f"{float('inf'):.2f} {float('-inf'):e} {float('nan'):g} {float('inf'):+}")
# ---- fstring_bigint
print(f"{2**100:,} {2**70:x} {-2**65:e}")
# ---- fstring_conversion_with_spec
print(f"{'ab'!r:>6}|{3!s:<3}|")
# ---- fstring_lambda_in_parens
print(f"{(lambda v: v * 2)(4)}")
# ---- fstring_ternary
n = 0
print(f"{'none' if n == 0 else n}")
# ---- fstring_emoji_width
print(f"[{'😀':>3}] [{'世界':^6}]")
# ---- fstring_round_half_even
print(f"{2.5:.0f} {3.5:.0f} {0.125:.2f} {0.375:.2f} {1.005:.2f}")
# ---- fstring_format_negative_zero
print(f"{-0.0:.1f} {-0.0001:.2f} {-0.0:z.1f}" if False else f"{-0.0:.1f} {-0.0001:.2f}")
