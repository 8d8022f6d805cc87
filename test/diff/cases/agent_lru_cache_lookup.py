import functools

@functools.lru_cache(maxsize=2)
def user_name(uid: int) -> str:
    return get_user(id=uid)["name"]

order = [1, 2, 1, 3, 2, 1, 1]
names = [user_name(u) for u in order]
print(names)
print(user_name.cache_info())
user_name.cache_clear()
print(user_name(3), user_name.cache_info().misses)

@functools.cache
def team(tid):
    print("loading team", tid)
    return tuple(get_team(id=tid)["members"])
print(team(7), team(7))
team.cache_info()
