from typing import Protocol, runtime_checkable, Dict, Callable, Any
from abc import ABC, abstractmethod

class Summarizer(ABC):
    name: str = "base"
    @abstractmethod
    def summarize(self, text: str) -> str: ...
    def __call__(self, text: str) -> str:
        return f"[{self.name}] {self.summarize(text)}"

class FirstSentence(Summarizer):
    name = "first"
    def summarize(self, text):
        return text.split(". ")[0].rstrip(".") + "."

class LLM(Summarizer):
    name = "llm"
    def __init__(self, model="small"):
        self.model = model
    def summarize(self, text):
        return llm_complete(model=self.model, prompt=f"Summarize: {text}")["text"]

STRATEGIES: Dict[str, Callable[[], Summarizer]] = {"first": FirstSentence, "llm": LLM, "llm-big": lambda: LLM("big")}
doc = fetch_doc(id=42)["text"]
results = {}
for key in ["first", "llm", "llm-big", "nope"]:
    factory = STRATEGIES.get(key)
    if factory is None:
        results[key] = None
        continue
    s = factory()
    results[key] = s(doc)
    print(key, type(s).__name__, callable(s), isinstance(s, Summarizer))
results
