def fetch_with_retry(url, attempts=3):
    last = None
    for attempt in range(attempts):
        try:
            return http_get(url=url, attempt=attempt)
        except ToolError as e:
            last = e
    print("giving up after", attempts, "attempts")
    raise last

fetch_with_retry("https://flaky.test/never")
