def fetch_with_retry(url, attempts=4):
    last = None
    for attempt in range(1, attempts + 1):
        try:
            return http_get(url=url, attempt=attempt), attempt
        except ToolError as e:
            last = e
            print(f"attempt {attempt} failed: {e}")
    raise last

data, used = fetch_with_retry("https://flaky.test/data")
print("succeeded on attempt", used)
data
