// itertools and functools against CPython.
import { describe } from "vitest";
import { differential } from "./harness.js";

const itertools = [
  "list(itertools.chain([1, 2], (3,), 'ab'))",
  "list(itertools.chain())",
  "list(itertools.chain.from_iterable([[1], [2, 3], []]))",
  "list(itertools.islice(range(10), 3))",
  "list(itertools.islice(range(10), 2, 8, 3))",
  "list(itertools.islice(range(10), 2, None))",
  "list(itertools.islice('abcdef', None, None, 2))",
  "list(itertools.islice(range(3), -1))",
  "list(itertools.islice(range(3), 0, 2, 0))",
  "list(itertools.islice(itertools.count(), 5))",
  "list(itertools.islice(itertools.count(10, 5), 3))",
  "list(itertools.islice(itertools.count(1.5, 0.5), 3))",
  "itertools.count(5)",
  "itertools.count(0, 2)",
  "list(itertools.repeat('x', 3))",
  "itertools.repeat('x', 3)",
  "list(itertools.islice(itertools.repeat(1), 2))",
  "list(itertools.islice(itertools.cycle('ab'), 5))",
  "list(itertools.cycle([]))",
  "[(k, list(g)) for k, g in itertools.groupby('aaabbcaa')]",
  "[(k, len(list(g))) for k, g in itertools.groupby([1, 3, 2, 4, 5], key=lambda x: x % 2)]",
  "[k for k, g in itertools.groupby([])]",
  "[list(g) for k, g in list(itertools.groupby('aabb'))]",
  "list(itertools.product('ab', [1, 2]))",
  "list(itertools.product([0, 1], repeat=2))",
  "list(itertools.product())",
  "list(itertools.product('ab', []))",
  "list(itertools.combinations('abcd', 2))",
  "list(itertools.combinations(range(4), 3))",
  "list(itertools.combinations('ab', 3))",
  "list(itertools.combinations('ab', 0))",
  "list(itertools.combinations('ab', -1))",
  "list(itertools.combinations_with_replacement('abc', 2))",
  "list(itertools.permutations('abc'))",
  "list(itertools.permutations(range(3), 2))",
  "list(itertools.permutations('ab', 3))",
  "list(itertools.accumulate([1, 2, 3, 4]))",
  "list(itertools.accumulate([1, 2, 3, 4], lambda a, b: a * b))",
  "list(itertools.accumulate([1, 2, 3], initial=100))",
  "list(itertools.accumulate([], initial=1))",
  "list(itertools.accumulate(['a', 'b', 'c']))",
  "list(itertools.zip_longest('ab', [1, 2, 3]))",
  "list(itertools.zip_longest('ab', 'c', fillvalue='-'))",
  "list(itertools.zip_longest())",
  "list(itertools.takewhile(lambda x: x < 3, [1, 2, 3, 1]))",
  "list(itertools.dropwhile(lambda x: x < 3, [1, 2, 3, 1]))",
  "list(itertools.filterfalse(lambda x: x % 2, range(6)))",
  "list(itertools.filterfalse(None, [0, 1, '', 'a']))",
  "list(itertools.starmap(pow, [(2, 3), (3, 2)]))",
  "list(itertools.compress('abcdef', [1, 0, 1, 0, 1]))",
  "list(itertools.pairwise('abcd'))",
  "next(itertools.chain('x'))",
  "type(itertools.chain()).__name__",
  "list(itertools.chain(1))",
];

const functools = [
  "functools.reduce(lambda a, b: a + b, [1, 2, 3, 4])",
  "functools.reduce(lambda a, b: a * b, [1, 2, 3], 10)",
  "functools.reduce(lambda a, b: a + b, [], 0)",
  "functools.reduce(lambda a, b: a + b, [])",
  "functools.reduce(lambda a, b: a + b, ['a', 'b'])",
  "functools.partial(pow, 2)(10)",
  "functools.partial(int, base=2)('101')",
  "functools.partial(functools.partial(max, 1), 5)(3)",
  "functools.partial(max, 1, 2).args",
  "functools.partial(int, base=2).keywords",
  "functools.partial(int, base=2).func",
  "functools.partial(int, '10', base=2)",
  "functools.partial(5)",
  "sorted([3, 1, 2], key=functools.cmp_to_key(lambda a, b: b - a))",
  "sorted(['bb', 'a', 'ccc'], key=functools.cmp_to_key(lambda a, b: len(a) - len(b)))",
];

describe("itertools (differential against CPython)", () => {
  differential("import itertools", itertools);
});

describe("functools (differential against CPython)", () => {
  differential("import functools", functools);
});
