print("about to search")
web_search("python sandboxes")
