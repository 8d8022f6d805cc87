# Syntax: %-formatting, str.format and format().
# ---- percent_basic
print("%s is %d years, %.2f%%" % ("Al", 30, 99.5), "%r" % "x", "%5s|%-5s|" % ("a", "b"))
# ---- percent_single_value
print("%s" % "x", "%s" % (1,), "%s" % [1, 2], "%d" % 3.9, "%i" % -2)
# ---- percent_tuple_as_value
print("%s" % ((1, 2),))
# ---- percent_too_few
print("%s %s" % ("a",))
# ---- percent_too_many
print("%s" % ("a", "b"))
# ---- percent_dict
print("%(name)s=%(v)05.1f" % {"name": "pi", "v": 3.14159})
# ---- percent_flags
print("%+d %+d % d %05d %-5d| %x %X %o %#x %#o %e %E %g %G %c %c" % (5, -5, 5, -42, 7, 255, 255, 8, 255, 8, 1234.5, 0.00012, 1e-5, 1e20, 65, "z"))
# ---- percent_star_width
print("%*d|%-*s|%.*f" % (5, 42, 4, "ab", 2, 3.14159))
# ---- percent_bad_type
print("%d" % "x")
# ---- percent_bigint
print("%d %x %s" % (2**80, 2**80, 2**80))
# ---- percent_float_repr
print("%s %r %.3s" % (0.1, 0.1, "abcdef"))
# ---- percent_literal_percent
print("100%%" % (), "%%d" % ())
# ---- format_positional
print("{} {} {}".format(1, "a", [2]), "{1}{0}{1}".format("a", "b"), "{0!r:>5}".format("x"))
# ---- format_keyword_attr_index
d = {"k": [10, 20]}
print("{d[k][1]} {x} {0[1]}".format([5, 6], d=d, x="kw"))
# ---- format_spec_nested
print("{:{w}.{p}f}|{:>{}}".format(3.14159, "x", 4, w=8, p=2))
# ---- format_escape_braces
print("{{}} {{{0}}}".format(7))
# ---- format_index_error
print("{} {}".format(1))
# ---- format_key_error
print("{missing}".format(a=1))
# ---- format_mixed_manual_auto
print("{0} {}".format(1, 2))
# ---- format_builtin
print(format(3.14159, ".2f"), format(42, "08b"), format("x", "^5"), format(1234567, ","), format(0.5, "%"), format(7), repr(format(None)))
# ---- format_builtin_bad
format(1, "q")
# ---- format_number_alignment_default
print("[{:5}] [{:5}] [{:5}]".format(12, "ab", 1.5))
# ---- format_attribute_on_dict_method
print("{0.real} {0.imag}".format(5))
# ---- str_format_map_like
data = {"a": 1, "b": 2}
print("{a}-{b}".format(**data))
# ---- format_float_precision_default
print("{:.3}".format(1234.5678), "{:.10g}".format(1 / 3), "{:f}".format(1e20), "{:.1f}".format(0.05))
# ---- format_int_with_float_type
print("{:.2f} {:e} {:%}".format(3, 100, 1))
# ---- format_float_with_int_type
print("{:d}".format(3.0))
