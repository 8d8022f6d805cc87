# Statements: try/except/else/finally ordering, raise, raise from, exception messages (str(e), args).
# ---- order_no_error
try:
    print("try")
except ValueError:
    print("except")
else:
    print("else")
finally:
    print("finally")
# ---- order_with_error
try:
    print("try")
    int("x")
    print("not reached")
except ValueError as e:
    print("except", e)
else:
    print("else")
finally:
    print("finally")
# ---- tuple_of_types
for exc in [KeyError("k"), IndexError("i"), ZeroDivisionError("z")]:
    try:
        raise exc
    except (KeyError, IndexError) as e:
        print("lookup", type(e).__name__, e)
    except Exception as e:
        print("other", repr(e))
# ---- hierarchy
try:
    {}["x"]
except LookupError as e:
    print("LookupError caught", type(e).__name__, repr(e), e.args)
try:
    1 / 0
except ArithmeticError as e:
    print(type(e).__name__, e)
print(issubclass(KeyError, LookupError) if False else isinstance(KeyError(), LookupError), isinstance(ToolPermissionError("x"), ToolError), isinstance(ToolPermissionError("x"), PermissionError))
# ---- str_of_exceptions
print(str(KeyError("k")), str(KeyError()), str(KeyError("a", "b")), str(ValueError("v")), str(ValueError()), str(ValueError(1, 2)), str(Exception("x", 2)))
print(repr(KeyError("k")), repr(ValueError()), repr(Exception(1, "a")), repr(TypeError("t")))
# ---- e_args
e = ValueError("msg", 42)
print(e.args, ValueError().args, KeyError("k").args, type(e.args).__name__)
# ---- finally_overrides_return
def f():
    try:
        return "try"
    finally:
        print("finally runs")
print(f())
# ---- finally_return_wins
def f():
    try:
        return 1
    finally:
        return 2
print(f())
# ---- finally_in_loop_break_continue
for i in range(3):
    try:
        if i == 0:
            continue
        if i == 2:
            break
        print("body", i)
    finally:
        print("finally", i)
# ---- reraise_bare
try:
    try:
        raise ValueError("inner")
    except ValueError:
        print("handling")
        raise
except ValueError as e:
    print("outer got", e)
# ---- raise_from
try:
    try:
        {}["missing"]
    except KeyError as e:
        raise ValueError("bad key") from e
except ValueError as e:
    print(e, repr(e))
# ---- raise_from_uncaught
try:
    1 / 0
except ZeroDivisionError as e:
    raise RuntimeError("wrapped") from e
# ---- raise_from_none
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("clean") from None
except ValueError as e:
    print(e, "ok")
# ---- raise_class_not_instance
try:
    raise ValueError
except ValueError as e:
    print(repr(e), e.args)
# ---- raise_non_exception
raise 5
# ---- exception_var_cleared
try:
    raise ValueError("x")
except ValueError as err:
    pass
print(err)
# ---- except_order_first_match
try:
    raise KeyError("k")
except Exception:
    print("Exception first")
except KeyError:
    print("never")
# ---- nested_finally_order
def f():
    try:
        try:
            raise ValueError("a")
        finally:
            print("inner finally")
    except ValueError:
        print("caught")
        return "r"
    finally:
        print("outer finally")
print(f())
# ---- exception_in_except
try:
    try:
        raise ValueError("first")
    except ValueError:
        raise KeyError("second")
except KeyError as e:
    print(repr(e))
# ---- error_in_else_not_caught
try:
    try:
        pass
    except ValueError:
        print("no")
    else:
        raise ValueError("from else")
except ValueError as e:
    print("outer", e)
# ---- uncaught_custom_message
raise ValueError("something went wrong: 42")
# ---- uncaught_keyerror_message
d = {"a": 1}
d["b"]
# ---- uncaught_keyerror_tuple
{}[(1, "x")]
# ---- uncaught_zero_division_float
1.5 / 0
# ---- uncaught_attribute_error
x = [1]
x.nope
# ---- attribute_error_str_method
"abc".foo()
# ---- attribute_error_none
None.split()
# ---- type_error_call_int
len(5)
# ---- type_error_not_subscriptable
x = 3
x["a"]
# ---- int_plus_str_message
1 + "a"
# ---- str_plus_int_message
"a" + 1
# ---- list_index_message
[1, 2, 3].index(9)
# ---- list_remove_message
[1].remove(2)
# ---- dict_pop_message
{}.pop("k")
# ---- set_remove_message
{1}.remove(2)
# ---- pop_empty_list
[].pop()
# ---- pop_empty_dict_popitem
{}.popitem()
# ---- pop_empty_set
set().pop()
# ---- tool_error_catch
# tools: {"fetch": [{"args": {"url": "x"}, "output": {"error": "boom"}}]}
try:
    fetch(url="x")
except ToolError as e:
    print("tool failed:", e, type(e).__name__, e.args)
# ---- tool_error_uncaught
# tools: {"fetch": [{"args": {"url": "x"}, "output": {"error": "boom"}}]}
fetch(url="x")
# ---- raise_tool_error_self
try:
    raise ToolError("mine")
except Exception as e:
    print(type(e).__name__, e)
# ---- not_implemented_timeout
for cls in [NotImplementedError, TimeoutError, RuntimeError, PermissionError, NameError, StopIteration, AssertionError]:
    try:
        raise cls("m")
    except Exception as e:
        print(type(e).__name__, str(e), isinstance(e, Exception))
# ---- stop_iteration_value
try:
    raise StopIteration(5)
except StopIteration as e:
    print(e.args, str(e))
# ---- except_reraise_different_type_finally
def f():
    try:
        raise ValueError("v")
    finally:
        print("cleanup")
try:
    f()
except ValueError as e:
    print("got", e)
# ---- exception_equality_and_type
e1 = ValueError("a")
print(type(e1) is ValueError, type(e1).__name__, isinstance(e1, (TypeError, ValueError)))
# ---- error_message_with_quotes
try:
    {}["it's"]
except KeyError as e:
    print(str(e), repr(e))
# ---- key_error_message_nonstr
try:
    {}[1.5]
except KeyError as e:
    print(str(e))
# ---- exception_str_nonstr_arg
print(str(ValueError(42)), str(ValueError([1, 2])), str(ValueError(None)))
# ---- try_except_in_loop_continue
out = []
for v in ["1", "x", "3"]:
    try:
        out.append(int(v))
    except ValueError:
        continue
print(out)
