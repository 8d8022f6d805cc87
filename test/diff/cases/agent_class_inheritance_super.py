class Client:
    base = "https://api.test"
    def __init__(self, token):
        self.token = token
        self.calls = 0
    def url(self, path):
        return f"{self.base}/{path.lstrip('/')}"
    def get(self, path, **params):
        self.calls += 1
        return http_get(url=self.url(path), params=params)

class RetryingClient(Client):
    def get(self, path, **params):
        try:
            return super().get(path, **params)
        except ToolError as e:
            print("retrying after", e)
            return super().get(path, retry=1, **params)

class V2Client(RetryingClient):
    base = Client.base + "/v2"
    def url(self, path):
        return super().url(path) + "?v=2"

c = V2Client("t")
print([k.__name__ for k in V2Client.__mro__])
print(c.get("/users", page=1))
print(c.get("/users", page=2))
print(c.calls, isinstance(c, Client), issubclass(V2Client, RetryingClient), c.url("x"))
type(c).__name__
