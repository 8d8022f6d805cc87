# A misspelled argument finds no fixture: the replay raises ToolError like a failing tool.
try:
    page = web_fetch(uri="https://docs.test/")
except ToolError as e:
    print("first attempt failed:", type(e).__name__)
    page = web_fetch(url="https://docs.test/")
page["text"]
