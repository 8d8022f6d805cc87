HANDLERS = {}

def handles(*kinds):
    def register(cls):
        for k in kinds:
            HANDLERS[k] = cls
        cls.kinds = kinds
        return cls
    return register

class Handler:
    count = 0
    def __init__(self, event):
        self.event = event
        Handler.count += 1
    def run(self):
        raise NotImplementedError(type(self).__name__)
    @classmethod
    def create(cls, event):
        return HANDLERS.get(event["kind"], cls)(event)
    @staticmethod
    def describe(event):
        return f"{event['kind']}#{event['id']}"

@handles("push", "tag")
class PushHandler(Handler):
    def run(self):
        return notify(channel="#ci", text=f"build {self.describe(self.event)}")["text"]

@handles("issue")
class IssueHandler(Handler):
    def run(self):
        base = super().run.__name__
        return f"triaged {self.event['id']} via {base}"

out = []
for ev in list_events(repo="tf"):
    h = Handler.create(ev)
    try:
        out.append(h.run())
    except NotImplementedError as e:
        out.append(f"no handler: {e}")
print(Handler.count, PushHandler.kinds, sorted(HANDLERS))
out
