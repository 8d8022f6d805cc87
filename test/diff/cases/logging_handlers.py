# logging's handlers, formatters and filters: a Handler subclass collecting records, filters
# (objects and functions), the three format styles, asctime and its formats, StreamHandler to
# sys.stdout, a StringIO, a script's stream object and redirect_stdout, LoggerAdapter, extra=,
# LogRecord, makeLogRecord, and the errors of bad arguments.
import io
import logging
import re
import sys
from contextlib import redirect_stdout

records = []


class ListHandler(logging.Handler):
    def emit(self, record):
        records.append(self.format(record))


log = logging.getLogger("jobs")
log.setLevel(logging.DEBUG)
collect = ListHandler()
log.addHandler(collect)
log.debug("no formatter: %s", "message only")
collect.setFormatter(logging.Formatter("%(levelname)s %(name)s %(levelno)d %(message)s"))
log.info("with a %s", "formatter")
print(records, collect, collect.level, collect.formatter is not None)

collect.setLevel(logging.WARNING)
log.info("below the handler's level")
log.warning("at the handler's level")
print(records[-1], len(records))
collect.setLevel(logging.NOTSET)


class OnlyErrors(logging.Filter):
    def filter(self, record):
        return record.levelno >= logging.ERROR


only = OnlyErrors()
collect.addFilter(only)
collect.addFilter(only)
print(len(collect.filters))
log.warning("filtered out")
log.error("passes the filter")
collect.removeFilter(only)
collect.addFilter(lambda record: "keep" in record.getMessage())
log.error("dropped")
log.error("keep this one")
collect.filters.clear()
log.addFilter(logging.Filter("jobs.sub"))
log.error("the logger's filter drops this")
logging.getLogger("jobs.sub").error("a child's record passes the parent logger's handlers")
log.filters.clear()
named = logging.Filter("a.b")
for name in ("a.b", "a.b.c", "a.bc", "a", "x.a.b"):
    print(name, named.filter(logging.makeLogRecord({"name": name})))
print(records[-3:])

# the three styles
for fmt, style in (("{levelname:<8}|{name}|{message!r}", "{"), ("$levelname ${name}: $message $$", "$"),
                   ("%(levelname)-8s|%(message)s", "%")):
    collect.setFormatter(logging.Formatter(fmt, style=style))
    log.warning("styled")
    print(repr(records[-1]))
collect.setFormatter(logging.Formatter("%(message)s (%(missing)s)"))
try:
    log.warning("a field the record lacks")
except ValueError as e:
    print("ValueError", e)

# asctime: the flow's clock, formatted as time.strftime does
collect.setFormatter(logging.Formatter("%(asctime)s %(message)s"))
log.info("timed")
print(bool(re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} timed", records[-1])))
collect.setFormatter(logging.Formatter("[%(asctime)s] %(message)s", datefmt="%Y/%m/%d"))
log.info("dated")
print(bool(re.fullmatch(r"\[\d{4}/\d\d/\d\d\] dated", records[-1])))


class DotMillis(logging.Formatter):
    default_msec_format = "%s.%03d"


collect.setFormatter(DotMillis("%(asctime)s"))
log.info("x")
print(bool(re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}", records[-1])))


class Upper(logging.Formatter):
    def format(self, record):
        return super().format(record).upper()

    def formatTime(self, record, datefmt=None):
        return "TIME"


collect.setFormatter(Upper("%(asctime)s %(message)s"))
log.info("subclassed")
print(records[-1])
record = logging.LogRecord("n", logging.INFO, "/srv/app/tasks.py", 7, "m %s-%s", ("a", "b"), None)
print(record, record.getMessage(), record.name, record.levelname, record.levelno, record.filename,
      record.module, record.lineno, record.args, record.exc_info, record.funcName, record.msecs < 1000)
print(logging.Formatter().format(record), "|", logging.Formatter("%(message)s %(name)s").format(record))
made = logging.makeLogRecord({"msg": "made %d", "args": (3,), "user": "bo"})
print(made.getMessage(), made.user, made.levelname, made.name)

# StreamHandler: sys.stdout (the prints), a StringIO, a script's object with write()
out = logging.StreamHandler(sys.stdout)
out.setFormatter(logging.Formatter("stdout> %(message)s"))
log.addHandler(out)
log.info("printed")
log.removeHandler(out)
buf = io.StringIO()
to_buf = logging.StreamHandler(buf)
to_buf.terminator = ";"
log.addHandler(to_buf)
log.info("one")
log.info("two")
log.removeHandler(to_buf)
print(repr(buf.getvalue()), to_buf.stream is buf, to_buf.setStream(buf), to_buf.setStream(io.StringIO()) is buf)


class Sink:
    def __init__(self):
        self.parts = []

    def write(self, text):
        self.parts.append(text)

    def flush(self):
        self.parts.append("<flush>")


sink = Sink()
log.addHandler(logging.StreamHandler(sink))
log.info("to the sink")
print(sink.parts)
log.handlers = [collect]

# redirect_stdout: a handler holds the stream it was given when it was made
collect.setFormatter(logging.Formatter("%(message)s"))
early = logging.StreamHandler(sys.stdout)
log.addHandler(early)
captured = io.StringIO()
with redirect_stdout(captured):
    late = logging.StreamHandler(sys.stdout)
    log.addHandler(late)
    log.info("inside the block")
log.info("after the block")
print(repr(captured.getvalue()))
log.removeHandler(early)
log.removeHandler(late)

# NullHandler, propagate, LoggerAdapter, extra=
quiet = logging.getLogger("quiet")
quiet.addHandler(logging.NullHandler())
quiet.error("nowhere, not even stderr")
print(quiet.handlers, quiet.hasHandlers())
collect.setFormatter(logging.Formatter("%(user)s/%(request)s %(message)s"))
log.info("with extra", extra={"user": "ann", "request": 7})
adapter = logging.LoggerAdapter(log, {"user": "bob", "request": 8})
adapter.info("through the adapter %d", 1)
adapter.warning("warning")
print(records[-3:], adapter, adapter.name, adapter.getEffectiveLevel(), adapter.isEnabledFor(logging.DEBUG))


class Prefixed(logging.LoggerAdapter):
    def process(self, msg, kwargs):
        return "[%s] %s" % (self.extra["user"], msg), kwargs


collect.setFormatter(logging.Formatter("%(message)s"))
Prefixed(log, {"user": "cy"}).error("processed")
print(records[-1])
adapter.setLevel(logging.ERROR)
adapter.info("below the adapter's logger level")
print(log.level, len(records))

# bad arguments
for args, kwargs in ((("%(message)s",), {"style": "#"}), (("plain text",), {}), (("{}",), {"style": "{"}),
                     (("{x!z}",), {"style": "{"}), (("{x:@@}",), {"style": "{"}), (("{x",), {"style": "{"}),
                     (("$",), {"style": "$"}), (("no fields",), {"style": "$"}), ((5,), {})):
    try:
        logging.Formatter(*args, **kwargs)
        print("accepted", args, kwargs)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(logging.Formatter("plain text", validate=False).format(record))
for level in ("LOUD", None, 2.5):
    try:
        logging.Handler(level)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    logging.Handler().emit(record)
except NotImplementedError as e:
    print("NotImplementedError", e)
for kwargs in ({"stream": sys.stdout, "handlers": []}, {"style": "?"}, {"colour": True}):
    try:
        logging.basicConfig(force=True, **kwargs)
    except ValueError as e:
        print("ValueError", e)
try:
    logging.getLogger(3)
except TypeError as e:
    print("TypeError", e)
