# logging as scripts use it: module-level calls (basicConfig() on first use: stderr, which the
# prints do not hold), basicConfig(stream=sys.stdout, ...), levels and their names, the logger
# hierarchy, propagate, disable, lastResort, lazy `msg % args`, funcName/lineno, handled errors.
import logging
import re
import sys

logging.warning("to stderr, not the prints")
logging.info("below WARNING: nowhere")
root = logging.getLogger()
print(root, root.handlers, root is logging.root, logging.getLogger("root") is root)
root.removeHandler(root.handlers[0])

logging.basicConfig(stream=sys.stdout, level=logging.DEBUG,
                    format="%(levelname)s|%(name)s|%(funcName)s:%(lineno)d|%(message)s")
logging.basicConfig(format="ignored: the root has a handler")
logging.debug("debug %s %d", "x", 5)
logging.info("dict arg %(user)s has %(n)d", {"user": "ann", "n": 3})
logging.log(logging.WARNING, "log() at %s", "WARNING")

log = logging.getLogger(__name__)
print(log, log.name, log.level, log.getEffectiveLevel(), log.parent is root, logging.getLogger(__name__) is log)
log.info("from %s", "module level")


def work(n):
    log.warning("work(%d)", n)
    return n * 2


print(work(21))
helper = lambda: log.error("in a lambda")
helper()


class Service:
    def run(self):
        log.critical("in a method")
        log.fatal("fatal is critical")


Service().run()


def wrapper(msg):
    log.info(msg, stacklevel=2)


def outer():
    wrapper("reported at outer's line")


outer()

# levels and names
for value in (logging.DEBUG, logging.INFO, logging.WARNING, logging.WARN, logging.ERROR,
              logging.CRITICAL, logging.FATAL, logging.NOTSET, 15):
    print(value, logging.getLevelName(value))
print(logging.getLevelName("ERROR"), logging.getLevelName("WARN"), logging.getLevelName("nope"))
logging.addLevelName(25, "NOTICE")
log.log(25, "a custom level")
print(logging.getLevelName(25), logging.getLevelName("NOTICE"), sorted(logging.getLevelNamesMapping().items()))

# the hierarchy
db = logging.getLogger("app.db")
app = logging.getLogger("app")
conn = logging.getLogger("app.db.conn")
print(db.parent is app, conn.parent is db, app.parent is root, app.getChild("db") is db)
db.setLevel("ERROR")
print(conn.getEffectiveLevel(), conn.isEnabledFor(logging.WARNING), conn.isEnabledFor(logging.ERROR))
conn.warning("not shown: app.db is at ERROR")
conn.error("shown through the root's handler")
print(conn, db, app.hasHandlers())
db.propagate = False
conn.error("app.db does not propagate: lastResort, on stderr")
print(db.hasHandlers(), conn.hasHandlers())
db.propagate = True
db.disabled = True
db.error("disabled logger")
db.disabled = False

# disable()
logging.disable(logging.INFO)
log.info("disabled level")
log.warning("above the disabled level")
logging.disable(logging.NOTSET)
log.info("enabled again")


# formatting happens only when a record is emitted
class Costly:
    calls = 0

    def __str__(self):
        Costly.calls += 1
        return "costly"


root.setLevel(logging.INFO)
log.debug("not formatted: %s", Costly())
log.info("formatted: %s", Costly())
print("str() calls:", Costly.calls)
log.info("a lone dict arg %s", {"k": 1})
log.info("no args keeps %s and %d as written")
log.info(42)
log.info("bad %d", "x")
print("a bad format is reported on stderr, and logging goes on")

# exceptions: the traceback text without file names and source lines (CPython shows this
# script's path and lines; toolflow, as in its error tracebacks, `<flow>` and none), and only the
# script's frames of a stack (CPython's has the oracle's too).
def script_line(line):
    m = re.match(r'  File "(.*?)"', line)
    return not line.startswith("    ") and (m is None or m.group(1) == "<flow>" or m.group(1).endswith("logging_basics.py"))


class Normalized(logging.StreamHandler):
    def format(self, record):
        text = super().format(record)
        lines = [re.sub(r'File ".*?"', 'File "F"', line) for line in text.split("\n") if script_line(line)]
        return "\n".join(lines)


logging.basicConfig(handlers=[Normalized(sys.stdout)], force=True, format="%(levelname)s:%(funcName)s:%(lineno)d:%(message)s")
print([type(h).__name__ for h in root.handlers], root.handlers[0].stream is sys.stdout)
try:
    1 / 0
except ZeroDivisionError:
    log.exception("failed to divide")
log.error("no exception being handled", exc_info=True)
try:
    {}["missing"]
except KeyError as e:
    caught = e
log.warning("later, with the exception", exc_info=caught)
try:
    log.info("x", extra={"name": "clash"})
except KeyError as e:
    print("KeyError", e)
try:
    log.setLevel("LOUD")
except ValueError as e:
    print("ValueError", e)
try:
    log.log("INFO", "x")
except TypeError as e:
    print("TypeError", e)


def parse(text):
    return int(text)


def load(texts):
    try:
        return [parse(t) for t in texts]
    except ValueError as e:
        raise RuntimeError("cannot load") from e


def main():
    try:
        load(["1", "x"])
    except RuntimeError:
        log.exception("load failed")
    try:
        try:
            None.attr
        except AttributeError:
            raise LookupError("while handling")
    except LookupError:
        log.error("context", exc_info=True, stack_info=True)


main()
