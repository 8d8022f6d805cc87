import functools

COMMANDS = {}

def command(name=None, *, admin=False):
    def deco(fn):
        key = name or fn.__name__.replace("_", "-")
        @functools.wraps(fn)
        def wrapper(user, *args, **kwargs):
            if admin and not user.get("admin"):
                raise PermissionError(f"{user['name']} cannot run {key}")
            audit(user=user["name"], command=key)
            return fn(user, *args, **kwargs)
        COMMANDS[key] = wrapper
        return wrapper
    return deco

@command()
def list_repos(user):
    """List repositories."""
    return [r["name"] for r in repos(owner=user["name"])]

@command("rm", admin=True)
def delete_repo(user, repo):
    return delete(repo=repo)["text"]

alice = {"name": "alice", "admin": True}
bob = {"name": "bob"}
print(sorted(COMMANDS), COMMANDS["list-repos"].__doc__, COMMANDS["rm"].__name__)
print(COMMANDS["list-repos"](bob))
print(COMMANDS["rm"](alice, "old"))
try:
    COMMANDS["rm"](bob, "x")
except PermissionError as e:
    print(type(e).__name__, e)
list_repos.__wrapped__(alice)
