// Which modules build.mjs bundles as separate chunks, evaluated inside a context only when a flow
// first imports them (guest/modules/lazy.ts): module name -> [file under guest/modules, factory].
// json is not here: tool calls and the result use its encoder and parser, so it stays in the core.
// A file that several chunks import (the regex engine: re, datetime, textwrap) becomes a chunk of
// its own, shared by them; build.mjs finds those.
export const CHUNKS: Record<string, readonly [file: string, factory: string]> = {
  re: ["re/index.ts", "reModule"],
  math: ["math.ts", "mathModule"],
  collections: ["collections/index.ts", "collectionsModule"],
  itertools: ["itertools.ts", "itertoolsModule"],
  functools: ["functools.ts", "functoolsModule"],
  datetime: ["datetime/index.ts", "datetimeModule"],
  statistics: ["statistics.ts", "statisticsModule"],
  textwrap: ["textwrap.ts", "textwrapModule"],
  string: ["string/index.ts", "stringModule"],
  base64: ["base64/index.ts", "base64Module"],
  hashlib: ["hashlib/index.ts", "hashlibModule"],
  "urllib.parse": ["urllib/parse.ts", "urllibParseModule"],
  asyncio: ["asyncio.ts", "asyncioModule"],
  typing: ["typing/index.ts", "typingModule"],
  __future__: ["future.ts", "futureModule"],
  random: ["random/index.ts", "randomModule"],
  uuid: ["uuid/index.ts", "uuidModule"],
  heapq: ["heapq.ts", "heapqModule"],
  bisect: ["bisect.ts", "bisectModule"],
  operator: ["operator.ts", "operatorModule"],
  copy: ["copy.ts", "copyModule"],
  types: ["types.ts", "typesModule"],
  io: ["io.ts", "ioModule"],
  csv: ["csv/index.ts", "csvModule"],
  html: ["html/index.ts", "htmlModule"],
  time: ["time.ts", "timeModule"],
  sys: ["sys.ts", "sysModule"],
  pprint: ["pprint.ts", "pprintModule"],
  decimal: ["decimal/index.ts", "decimalModule"],
  fractions: ["fractions.ts", "fractionsModule"],
  unicodedata: ["unicodedata.ts", "unicodedataModule"],
  difflib: ["difflib.ts", "difflibModule"],
  contextlib: ["contextlib.ts", "contextlibModule"],
  dataclasses: ["dataclasses/index.ts", "dataclassesModule"],
  enum: ["enum/index.ts", "enumModule"],
  abc: ["abc.ts", "abcModule"],
};

