from enum import Enum, auto
from dataclasses import dataclass, field
from typing import List

class Phase(Enum):
    QUEUED = auto()
    BUILDING = auto()
    TESTING = auto()
    DEPLOYED = auto()
    FAILED = auto()

    def next(self) -> "Phase":
        order = [Phase.QUEUED, Phase.BUILDING, Phase.TESTING, Phase.DEPLOYED]
        return order[order.index(self) + 1]

@dataclass
class Pipeline:
    name: str
    phase: Phase = Phase.QUEUED
    history: List[str] = field(default_factory=list)

    def advance(self):
        step = ci_step(pipeline=self.name, phase=self.phase.name.lower())
        self.history.append(f"{self.phase.name}:{step['status']}")
        if step["status"] != "ok":
            self.phase = Phase.FAILED
            return False
        self.phase = self.phase.next()
        return self.phase is not Phase.DEPLOYED

pipes = [Pipeline("web"), Pipeline("api")]
for p in pipes:
    while p.advance():
        pass
    print(p)
print({p.name: p.phase.value for p in pipes}, Phase.FAILED in Phase, Phase(2))
[p.history for p in pipes]
