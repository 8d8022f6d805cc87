# object.__repr__ of a module's classes names them by __module__.__qualname__ (random.Random, _csv.reader);
# the address is left out (toolflow omits it for script instances), so the case strips it.
import random, csv, io, string, difflib, decimal, textwrap, shlex, json, collections, logging, fractions, enum, dataclasses, contextlib, graphlib, calendar, hashlib, re, functools, itertools, types, typing, datetime, statistics, uuid, html
import re as _re
def show(x):
    r = repr(x)
    print(_re.sub(r' at 0x[0-9a-f]+', '', r)[:80])
show(random.Random()); show(random.SystemRandom())
show(csv.DictReader(io.StringIO(''))); show(csv.DictWriter(io.StringIO(''), ['a']))
show(csv.reader([])); show(csv.writer(io.StringIO()))
show(string.Template('x')); show(string.Formatter())
show(difflib.SequenceMatcher()); show(difflib.Differ()); 
show(textwrap.TextWrapper()); show(shlex.shlex(''))
show(json.JSONEncoder()); 
show(logging.Formatter()); show(logging.Filter())
show(graphlib.TopologicalSorter()); show(calendar.Calendar()); show(calendar.TextCalendar())
show(functools.partial(int)); show(statistics.NormalDist())
show(contextlib.suppress()); show(contextlib.ExitStack()); show(contextlib.nullcontext())
show(decimal.Context())
show(io.StringIO()); 


show(itertools.count()); show(types.SimpleNamespace())
show(collections.deque()); show(collections.ChainMap())
show(iter(collections.deque()))
show(functools.lru_cache()(len))

show(csv.Sniffer());
show(random.Random)
show(datetime.timezone.utc)
