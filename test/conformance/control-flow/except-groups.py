# ExceptionGroup, BaseExceptionGroup, except*, subgroup/split, add_note and __notes__,
# __cause__ and __context__.
# ---- group_str_repr
eg = ExceptionGroup("many", [ValueError(1), TypeError("t")])
print(str(eg), repr(eg))
print(eg.message, eg.exceptions, eg.args)
# ---- group_one_sub
print(str(ExceptionGroup("one", [KeyError("k")])))
# ---- base_group_becomes_exception_group
g = BaseExceptionGroup("m", [ValueError()])
print(type(g).__name__, isinstance(g, Exception), isinstance(g, BaseExceptionGroup))
# ---- base_group_with_base_exception
g = BaseExceptionGroup("m", [KeyboardInterrupt()]) if False else BaseExceptionGroup("m", [GeneratorExit()])
print(type(g).__name__, isinstance(g, Exception))
# ---- group_construct_errors
for args in [(1, [ValueError()]), ("m", 5), ("m", []), ("m", [1]), ("m", [GeneratorExit()])]:
    try:
        ExceptionGroup(*args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
# ---- group_one_argument
try:
    ExceptionGroup("m")
except TypeError as e:
    print(e)
# ---- group_tuple_exceptions
g = ExceptionGroup("t", (ValueError(1),))
print(repr(g), g.exceptions)
# ---- subgroup_by_type
eg = ExceptionGroup("outer", [ValueError(1), ExceptionGroup("inner", [TypeError(2), ValueError(3)])])
print(repr(eg.subgroup(ValueError)))
print(repr(eg.subgroup(TypeError)))
print(eg.subgroup(KeyError))
# ---- subgroup_whole_is_same
eg = ExceptionGroup("all", [ValueError(1), ValueError(2)])
print(eg.subgroup(ValueError) is eg, eg.subgroup(Exception) is eg)
# ---- subgroup_predicate
eg = ExceptionGroup("g", [ValueError(1), ValueError(20), TypeError(3)])
print(repr(eg.subgroup(lambda e: isinstance(e, ValueError) and e.args[0] > 10)))
# ---- subgroup_tuple_of_types
eg = ExceptionGroup("g", [ValueError(1), KeyError(2), TypeError(3)])
print(repr(eg.subgroup((KeyError, TypeError))))
# ---- split
eg = ExceptionGroup("g", [ValueError(1), TypeError(2), ExceptionGroup("n", [ValueError(3)])])
match, rest = eg.split(ValueError)
print(repr(match))
print(repr(rest))
print(eg.split(KeyError)[0], repr(eg.split(KeyError)[1]) == repr(eg))
# ---- split_bad_condition
try:
    ExceptionGroup("g", [ValueError()]).split(5)
except TypeError as e:
    print(e)
# ---- derive
eg = ExceptionGroup("keep message", [ValueError(1)])
d = eg.derive([KeyError(2)])
print(repr(d))
# ---- except_star_basic
try:
    raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
except* ValueError as e:
    print("values", repr(e))
except* TypeError as e:
    print("types", repr(e))
print("all handled")
# ---- except_star_naked
try:
    raise ValueError("naked")
except* ValueError as e:
    print(repr(e), type(e).__name__)
# ---- except_star_unhandled_rest
try:
    try:
        raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
    except* ValueError:
        print("handled value")
except ExceptionGroup as e:
    print("rest", repr(e))
# ---- except_star_naked_unhandled
try:
    try:
        raise KeyError("k")
    except* ValueError:
        print("no")
except KeyError as e:
    print("naked passes", repr(e))
# ---- except_star_raise_new
try:
    try:
        raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise KeyError("new")
except ExceptionGroup as e:
    print(repr(e))
# ---- except_star_naked_raise_new
try:
    try:
        raise ValueError(1)
    except* ValueError:
        raise KeyError(2)
except KeyError as e:
    print("naked new", repr(e))
# ---- except_star_bare_reraise
try:
    try:
        raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise
    except* TypeError:
        print("type handled")
except ExceptionGroup as e:
    print(repr(e))
# ---- except_star_naked_reraise
try:
    try:
        raise ValueError(1)
    except* ValueError:
        raise
except ExceptionGroup as e:
    print(repr(e))
# ---- except_star_tuple_types
try:
    raise ExceptionGroup("g", [ValueError(1), KeyError(2), TypeError(3)])
except* (ValueError, KeyError) as e:
    print(repr(e))
except* TypeError:
    print("type")
# ---- except_star_exception_group_type_refused
try:
    try:
        raise ValueError(1)
    except* ExceptionGroup:
        pass
except TypeError as e:
    print(e)
# ---- except_star_else_finally
try:
    print("body")
except* ValueError:
    print("no")
else:
    print("else")
finally:
    print("finally")
# ---- except_star_nested_group_match
try:
    raise ExceptionGroup("outer", [ExceptionGroup("inner", [ValueError(1)]), TypeError(2)])
except* ValueError as e:
    print(repr(e))
except* TypeError as e:
    print(repr(e))
# ---- except_star_each_clause_once
try:
    raise ExceptionGroup("g", [ValueError(1), ValueError(2)])
except* ValueError as e:
    print("once", len(e.exceptions))
# ---- except_star_superclass
try:
    raise ExceptionGroup("g", [KeyError(1), IndexError(2)])
except* LookupError as e:
    print(repr(e))
# ---- except_star_variable_unbound_after
try:
    raise ExceptionGroup("g", [ValueError(1)])
except* ValueError as e:
    pass
try:
    print(e)
except NameError as x:
    print(x)
# ---- except_star_uncaught_group
raise ExceptionGroup("top", [ValueError(1)])
# ---- except_star_tool_error_group
# tools: {"fetch": [{"args": {"url": "a"}, "output": {"error": "down"}}, {"args": {"url": "b"}, "output": "B"}]}
errors = []
results = []
for u in "ab":
    try:
        results.append(fetch(url=u)["text"])
    except ToolError as e:
        errors.append(e)
try:
    if errors:
        raise ExceptionGroup("some fetches failed", errors)
except* ToolError as eg:
    print(len(eg.exceptions), "failed;", results)
# ---- add_note
e = ValueError("x")
e.add_note("first")
e.add_note("second")
print(e.__notes__)
# ---- add_note_type_error
try:
    ValueError().add_note(5)
except TypeError as e:
    print(e)
# ---- notes_absent
try:
    ValueError().__notes__
except AttributeError as e:
    print(e)
# ---- cause_and_context
try:
    try:
        {}["k"]
    except KeyError as inner:
        raise ValueError("outer") from inner
except ValueError as e:
    print(repr(e.__cause__), repr(e.__context__), e.__suppress_context__)
# ---- context_only
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("during")
except ValueError as e:
    print(repr(e.__context__), e.__cause__, e.__suppress_context__)
# ---- raise_from_none
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("hidden") from None
except ValueError as e:
    print(e.__cause__, repr(e.__context__), e.__suppress_context__)
# ---- group_in_except_clause_plain
try:
    raise ExceptionGroup("g", [ValueError(1)])
except ExceptionGroup as e:
    print("plain except catches the group", e.exceptions)
# ---- group_isinstance
eg = ExceptionGroup("g", [ValueError(1)])
print(isinstance(eg, ExceptionGroup), isinstance(eg, BaseExceptionGroup), isinstance(eg, Exception))
