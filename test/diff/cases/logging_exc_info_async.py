# logger.exception() in gathered coroutines whose except clauses wait on tool calls: after each
# await, the exception logged is the clause's own, not another task's; a generator that yields
# inside an except clause does not hand its exception to the loop consuming it.
import asyncio
import logging
import sys

logging.basicConfig(stream=sys.stdout, level=logging.INFO,
                    format="%(levelname)s %(funcName)s:%(lineno)d %(message)s")
log = logging.getLogger("crawl")


def last_line(text):
    return text.strip().split("\n")[-1]


class LastLine(logging.Formatter):
    def formatException(self, ei):
        return "  -> " + last_line(super().formatException(ei))


logging.getLogger().handlers[0].setFormatter(LastLine("%(levelname)s %(funcName)s:%(lineno)d %(message)s"))


def checked(url, page):
    if page["text"].startswith("broken"):
        raise ValueError(f"{page['text']} ({url})")
    return page["text"]


async def get(url):
    try:
        return checked(url, await fetch_page(url=url))
    except ValueError:
        mirror = await fetch_mirror(url=url)
        log.warning("retrying %s", url, exc_info=True)
        try:
            return checked(url, mirror)
        except ValueError:
            log.exception("mirror of %s failed too", url)
        log.exception("giving up on %s", url)
        return None


async def main():
    pages = await asyncio.gather(get("a"), get("b"), get("c"))
    log.warning("pages: %s", pages)
    log.error("outside any except clause", exc_info=True)


asyncio.run(main())


def numbers():
    try:
        raise KeyError("gen")
    except KeyError:
        yield 1
        log.error("in the generator", exc_info=True)
        yield 2


for n in numbers():
    log.error("consumer %d", n, exc_info=True)
log.error("after", exc_info=True)
