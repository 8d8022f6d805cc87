class ToolProxy:
    """Turns attribute calls into tool calls: api.users(page=1)."""
    def __init__(self, prefix):
        self._prefix = prefix
        self._log = []
    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        def call(**kwargs):
            self._log.append(name)
            return rpc(method=f"{self._prefix}.{name}", params=kwargs)
        call.__name__ = name
        return call
    def __repr__(self):
        return f"ToolProxy({self._prefix!r}, calls={len(self._log)})"

api = ToolProxy("crm")
users = api.users(page=1)
for u in users["items"]:
    detail = api.user(id=u)
    print(u, detail["email"])
print(api, api.users.__name__, hasattr(api, "_secret"), getattr(api, "_x", "dflt"))
api._log
