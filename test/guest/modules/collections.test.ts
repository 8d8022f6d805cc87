// collections against CPython: Counter, defaultdict, OrderedDict, deque, namedtuple.
import { describe } from "vitest";
import { differential, subclassReprWorks } from "./harness.js";

const SETUP = "from collections import Counter, defaultdict, OrderedDict, deque, namedtuple";

const counter = [
  "Counter('abracadabra').most_common()",
  "Counter('abracadabra').most_common(2)",
  "Counter('abracadabra').most_common(0)",
  "Counter(['b', 'a', 'b', 'a', 'c']).most_common(1)",
  "Counter('abc')['z']",
  "Counter('aab')['a']",
  "len(Counter('aab'))",
  "sorted(Counter('aab').elements())",
  "list(Counter(a=2, b=0, c=-1).elements())",
  "Counter(a=3, b=1).total()",
  "Counter({'a': 1, 'b': 2})['b']",
  "dict(Counter('hello'))",
  "sorted(Counter('hello').items())",
  "(Counter('aab') + Counter('abc')).most_common()",
  "(Counter('aab') - Counter('abc')).most_common()",
  "(Counter('aab') | Counter('abbb')).most_common()",
  "(Counter('aab') & Counter('abbb')).most_common()",
  "(+Counter(a=1, b=-2)).most_common()",
  "(-Counter(a=1, b=-2)).most_common()",
  "isinstance(Counter(), dict)",
  "type(Counter()).__name__",
  "Counter('ab') == Counter('ba')",
  "Counter('ab').get('a')",
  "Counter('ab').get('z')",
  "'a' in Counter('ab')",
  "Counter.fromkeys('ab')",
  "(lambda c: (c.update('abb'), c.most_common())[1])(Counter('a'))",
  "(lambda c: (c.update({'a': 5}, b=2), c.most_common())[1])(Counter('a'))",
  "(lambda c: (c.subtract('aab'), c.most_common())[1])(Counter('ab'))",
  "(lambda c: (c.subtract(a=3), sorted(c.elements()))[1])(Counter('aaab'))",
  "(lambda c: (c['z'], len(c))[1])(Counter('ab'))",
  "Counter(5)",
  "Counter('abc').most_common('x')",
];

const counterRepr = [
  "[Counter('ab')]",
  "Counter('abracadabra')",
  "Counter()",
  "Counter(a=1, b=3)",
  "Counter('ab').copy()",
];

const defaultdicts = [
  "defaultdict(list)['x']",
  "defaultdict(int)['x'] + 1",
  "len(defaultdict(list))",
  "defaultdict(None)['x']",
  "defaultdict(5)",
  "defaultdict(list).default_factory",
  "isinstance(defaultdict(list), dict)",
  "defaultdict(list, {'a': 1})['a']",
  "defaultdict(list, a=1).get('a')",
  "defaultdict(list, [('a', 1)], b=2) == {'a': 1, 'b': 2}",
  "defaultdict(lambda: 'x')['k']",
  "defaultdict(list).get('missing')",
  "(lambda d: (d['a'].append(1), d['a'].append(2), d['b'], sorted(d.items()))[3])(defaultdict(list))",
  "(lambda d: ('x' in d, d['x'], 'x' in d))(defaultdict(int))",
  "(lambda d: [d[w] for w in 'abca'])(defaultdict(lambda: 0))",
];

const dictReprs = [
  "defaultdict(list, {'a': [1]})",
  "defaultdict(None)",
  "defaultdict(int, a=1).copy()",
  "OrderedDict([('a', 1), ('b', 2)])",
  "OrderedDict()",
  "OrderedDict(a=1).copy()",
];

const ordered = [
  "list(OrderedDict([('a', 1), ('b', 2), ('c', 3)]).keys())",
  "OrderedDict([('a', 1), ('b', 2)]).popitem()",
  "OrderedDict([('a', 1), ('b', 2)]).popitem(last=False)",
  "OrderedDict().popitem()",
  "OrderedDict(1, 2)",
  "(lambda d: (d.move_to_end('a'), list(d))[1])(OrderedDict.fromkeys('abc'))",
  "(lambda d: (d.move_to_end('c', last=False), list(d))[1])(OrderedDict.fromkeys('abc'))",
  "OrderedDict.fromkeys('abc').move_to_end('z')",
  "type(OrderedDict.fromkeys('ab', 0)).__name__",
  "defaultdict.fromkeys('ab').default_factory",
  "OrderedDict(a=1) == {'a': 1}",
  "type(OrderedDict()).__name__",
];

const deques = [
  "deque([1, 2, 3])",
  "deque()",
  "deque([1, 2, 3], maxlen=2)",
  "deque('abc', 3).maxlen",
  "deque().maxlen",
  "deque().pop()",
  "deque().popleft()",
  "deque([1])[5]",
  "deque([1])['a']",
  "deque([1])[0:1]",
  "deque([1]).remove(2)",
  "deque([1]).index(2)",
  "deque([1], maxlen=1).insert(0, 2)",
  "deque(maxlen=-1)",
  "deque(1)",
  "deque([1, 2, 3])[-1]",
  "len(deque([1, 2, 3]))",
  "list(deque([1, 2, 3]))",
  "deque([1, 2]) + deque([3])",
  "deque([1, 2]) * 2",
  "deque([1]) == deque([1])",
  "deque([1]) == [1]",
  "2 in deque([1, 2])",
  "deque([1, 2]) < deque([1, 3])",
  "deque([1, 2, 2]).count(2)",
  "deque([1, 2, 3]).index(3)",
  "bool(deque())",
  "(lambda d: (d.rotate(2), list(d))[1])(deque([1, 2, 3, 4, 5]))",
  "(lambda d: (d.rotate(-3), list(d))[1])(deque([1, 2, 3, 4, 5]))",
  "(lambda d: (d.extend([1, 2, 3]), d.appendleft(0), d.extendleft([7, 8]), list(d))[3])(deque(maxlen=2))",
  "(lambda d: (d.append(4), d.popleft(), d.pop(), list(d))[3])(deque([1, 2, 3]))",
  "(lambda d: (d.insert(1, 'x'), d.remove(3), d.reverse(), list(d))[3])(deque([1, 2, 3]))",
  "(lambda d: (d.__setitem__(0, 9), d[0]) if False else None)(deque([1]))",
  "(lambda d: (d.clear(), len(d))[1])(deque([1, 2]))",
  "(lambda d: (d.copy() == d, d.copy() is d))(deque([1, 2]))",
];

const namedtupleReprs = [
  "namedtuple('Point', 'x y')(1, 2)",
  "namedtuple('Point', 'x, y')(1, y=2)",
  "namedtuple('Point', 'x y')(1, 2)._replace(x=5)",
  "namedtuple('Q', ['a', 'b', 'c'], defaults=[2, 3])(1)",
  "[namedtuple('P', 'a')('x')]",
];

const namedtuples = [
  "namedtuple('Point', ['x', 'y'])(x=1, y=2).y",
  "namedtuple('Point', 'x y')(1, 2)[0]",
  "namedtuple('Point', 'x y')(1, 2) == (1, 2)",
  "namedtuple('Point', 'x y')(1, 2)._asdict()",
  "namedtuple('Point', 'x y')(1, 2)._replace(x=5)._asdict()",
  "namedtuple('Point', 'x y')(1, 2)._replace(z=5)",
  "namedtuple('Point', 'x y')._fields",
  "namedtuple('Point', 'x y')(1, 2)._fields",
  "list(namedtuple('Point', 'x y')._make([3, 4]))",
  "namedtuple('Point', 'x y')._make([3])",
  "namedtuple('Point', 'x y')",
  "namedtuple('Point', 'x y')(1)",
  "namedtuple('Point', 'x y z')()",
  "namedtuple('Point', 'x y')(1, 2, 3)",
  "namedtuple('Point', 'x y')(1, z=2)",
  "namedtuple('Point', 'x y')(1, x=2)",
  "namedtuple('P', 'a 1b')",
  "namedtuple('P', 'a def')",
  "namedtuple('P', 'a _b')",
  "namedtuple('P', 'a a')",
  "namedtuple('1P', 'a')",
  "list(namedtuple('Q', ['a', 'b', 'c'], defaults=[2, 3])(1))",
  "namedtuple('Q', ['a', 'b', 'c'], defaults=[2, 3])._field_defaults",
  "namedtuple('R', 'a, def, a', rename=True)._fields",
  "type(namedtuple('Point', 'x y')(1, 2)).__name__",
  "len(namedtuple('Point', 'x y')(1, 2))",
  "isinstance(namedtuple('Point', 'x y')(1, 2), tuple)",
  "[list(p) for p in sorted([namedtuple('P', 'a b')(2, 1), namedtuple('P', 'a b')(1, 2)])]",
  "namedtuple('Point', 'x y')(1, 2).z",
];

describe("Counter (differential against CPython)", () => {
  differential(SETUP, counter);
});

describe.skipIf(!subclassReprWorks)("reprs of dict and tuple subclasses (differential against CPython)", () => {
  differential(SETUP, counterRepr);
  differential(SETUP, dictReprs);
  differential(SETUP, namedtupleReprs);
});

describe("defaultdict and OrderedDict (differential against CPython)", () => {
  differential(SETUP, defaultdicts);
  differential(SETUP, ordered);
});

describe("deque (differential against CPython)", () => {
  differential(SETUP, deques);
});

describe("namedtuple (differential against CPython)", () => {
  differential(SETUP, namedtuples);
});
