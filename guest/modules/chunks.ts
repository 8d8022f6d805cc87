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
  string: ["string.ts", "stringModule"],
  base64: ["base64/index.ts", "base64Module"],
  hashlib: ["hashlib/index.ts", "hashlibModule"],
  "urllib.parse": ["urllib/parse.ts", "urllibParseModule"],
  asyncio: ["asyncio.ts", "asyncioModule"],
  dataclasses: ["dataclasses/index.ts", "dataclassesModule"],
  enum: ["enum/index.ts", "enumModule"],
};

