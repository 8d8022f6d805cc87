# A context manager whose __aenter__ (or __enter__) fails after it waited on a tool call: the
# block never starts, so __aexit__ is not called (it was, releasing what was never taken).
import asyncio

class Session:
    def __init__(self, host):
        self.host = host

    async def __aenter__(self):
        await connect(host=self.host)
        print("entered", self.host)
        return self

    async def __aexit__(self, *exc):
        print("exit", self.host, exc[0])

class SyncSession:
    def __init__(self, host):
        self.host = host

    def __enter__(self):
        connect(host=self.host)
        return self

    def __exit__(self, *exc):
        print("sync exit", self.host)

async def main():
    for host in ("up", "down"):
        try:
            async with Session(host) as s:
                print("body", s.host)
        except ToolError as e:
            print("ToolError", e)
    try:
        with SyncSession("down"):
            print("unreached")
    except ToolError as e:
        print("sync ToolError", e)

asyncio.run(main())
