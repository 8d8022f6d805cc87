# Methods: argument-count and argument-type messages of every method family, as CPython words them.
# ---- str_upper
"a".upper(1)
# ---- list_copy
[].copy(1)
# ---- dict_items
{}.items(1)
# ---- num_is_integer
(1.5).is_integer(1)
# ---- set_copy
{1}.copy(1)
# ---- str_split
"a".split(1)
# ---- list_sort
[].sort(1)
# ---- list_pop
[].pop("a")
# ---- str_zfill
"a".zfill("3")
# ---- list_insert
[].insert(1)
# ---- dict_get
{}.get(1, 2, 3)
# ---- dict_pop
{}.pop()
# ---- dict_setdefault
{}.setdefault()
# ---- set_add
set().add()
# ---- str_replace
"a".replace("a")
# ---- str_center
"a".center()
# ---- str_join
"".join()
# ---- str_count
"a".count()
# ---- str_find
"a".find()
# ---- str_strip
"a".strip(1)
# ---- str_startswith
"abc".startswith()
# ---- list_index
[].index()
# ---- list_count
[].count()
# ---- dict_update
{}.update(1)
# ---- dict_update_2
{}.update({}, {})
# ---- set_union
set().union(1)
# ---- frozenset_issubset
frozenset().issubset(1)
# ---- str_encode
"a".encode(1)
# ---- str_splitlines
"a".splitlines(1, 2)
# ---- str_ljust
"a".ljust()
# ---- list_extend
[].extend()
# ---- list_remove
[].remove()
# ---- tuple_index
(1,).index()
# ---- tuple_count
(1,).count()
# ---- str_partition
"a".partition()
# ---- str_removeprefix
"a".removeprefix()
# ---- str_format
"a".format()
# ---- str_title
"a".title(1)
# ---- dict_clear
{}.clear(1)
# ---- dict_copy
{}.copy(1)
# ---- dict_keys
{}.keys(1)
# ---- dict_values
{}.values(1)
# ---- dict_popitem
{}.popitem(1)
# ---- set_pop
set().pop(1)
# ---- list_reverse
[].reverse(1)
# ---- list_clear
[].clear(1)
# ---- str_isdigit
"a".isdigit(1)
# ---- num_bit_length
(5).bit_length(1)
# ---- frozenset_copy
frozenset({1}).copy(1)
# ---- str_index_none
"a".index()
# ---- str_find_too_many
"a".find("a", 1, 2, 3)
