// guest/modules: the modules a tool flow may import, as lazy factories keyed by dotted name
// (json, re, math, collections, collections.abc, calendar, itertools, functools, datetime, statistics, textwrap, string,
// base64, hashlib, hmac, urllib.parse, urllib, asyncio, typing,
// __future__, random, uuid, heapq, bisect, operator, copy, types,
// io, csv, html, time, sys, pprint, decimal, fractions,
// unicodedata, difflib, contextlib, dataclasses, enum, abc, logging, warnings, traceback, fnmatch, graphlib, numbers, shlex, secrets, struct, zoneinfo), plus the JSON helpers of the runtime boundary.
import { PyModule, moduleOnce } from "../values/index.js";
import { jsonModule } from "./json/index.js";
import { reModule } from "./re/index.js";
import { mathModule } from "./math.js";
import { collectionsModule } from "./collections/index.js";
import { collectionsAbcModule } from "./collections/abc.js";
import { calendarModule } from "./calendar.js";
import { itertoolsModule } from "./itertools.js";
import { functoolsModule } from "./functools.js";
import { datetimeModule } from "./datetime/index.js";
import { statisticsModule } from "./statistics.js";
import { textwrapModule } from "./textwrap.js";
import { stringModule } from "./string/index.js";
import { base64Module } from "./base64/index.js";
import { hashlibModule } from "./hashlib/index.js";
import { hmacModule } from "./hmac.js";
import { urllibParseModule } from "./urllib/parse.js";
import { asyncioModule } from "./asyncio.js";
import { typingModule } from "./typing/index.js";
import { futureModule } from "./future.js";
import { randomModule } from "./random/index.js";
import { uuidModule } from "./uuid/index.js";
import { heapqModule } from "./heapq.js";
import { bisectModule } from "./bisect.js";
import { operatorModule } from "./operator.js";
import { copyModule } from "./copy.js";
import { typesModule } from "./types.js";
import { ioModule } from "./io.js";
import { csvModule } from "./csv/index.js";
import { htmlModule } from "./html/index.js";
import { timeModule } from "./time.js";
import { sysModule } from "./sys.js";
import { pprintModule } from "./pprint.js";
import { decimalModule } from "./decimal/index.js";
import { fractionsModule } from "./fractions.js";
import { unicodedataModule } from "./unicodedata.js";
import { difflibModule } from "./difflib.js";
import { contextlibModule } from "./contextlib.js";
import { dataclassesModule } from "./dataclasses/index.js";
import { enumModule } from "./enum/index.js";
import { abcModule } from "./abc.js";
import { loggingModule } from "./logging/index.js";
import { warningsModule } from "./warnings/index.js";
import { tracebackModule } from "./traceback.js";
import { fnmatchModule } from "./fnmatch.js";
import { graphlibModule } from "./graphlib.js";
import { numbersModule } from "./numbers.js";
import { shlexModule } from "./shlex.js";
import { secretsModule } from "./secrets.js";
import { structModule } from "./struct/index.js";
import { zoneinfoModule } from "./zoneinfo/index.js";

export { parseJSON, toResultJSON } from "./json/index.js";

export const modules: Record<string, () => PyModule> = {
  json: moduleOnce("json", jsonModule),
  re: moduleOnce("re", reModule),
  math: moduleOnce("math", mathModule),
  collections: moduleOnce("collections", collectionsModule),
  "collections.abc": moduleOnce("collections.abc", collectionsAbcModule),
  calendar: moduleOnce("calendar", calendarModule),
  itertools: moduleOnce("itertools", itertoolsModule),
  functools: moduleOnce("functools", functoolsModule),
  datetime: moduleOnce("datetime", datetimeModule),
  statistics: moduleOnce("statistics", statisticsModule),
  textwrap: moduleOnce("textwrap", textwrapModule),
  string: moduleOnce("string", stringModule),
  base64: moduleOnce("base64", base64Module),
  hashlib: moduleOnce("hashlib", hashlibModule),
  hmac: moduleOnce("hmac", hmacModule),
  "urllib.parse": moduleOnce("urllib.parse", urllibParseModule),
  // `import urllib.parse` binds the package; its `parse` attribute is the submodule.
  urllib: moduleOnce("urllib", () => new PyModule("urllib", { parse: modules["urllib.parse"]() })),
  asyncio: moduleOnce("asyncio", asyncioModule),
  typing: moduleOnce("typing", typingModule),
  __future__: moduleOnce("__future__", futureModule),
  random: moduleOnce("random", randomModule),
  uuid: moduleOnce("uuid", uuidModule),
  heapq: moduleOnce("heapq", heapqModule),
  bisect: moduleOnce("bisect", bisectModule),
  operator: moduleOnce("operator", operatorModule),
  copy: moduleOnce("copy", copyModule),
  types: moduleOnce("types", typesModule),
  io: moduleOnce("io", ioModule),
  csv: moduleOnce("csv", csvModule),
  html: moduleOnce("html", htmlModule),
  time: moduleOnce("time", timeModule),
  sys: moduleOnce("sys", sysModule),
  pprint: moduleOnce("pprint", pprintModule),
  decimal: moduleOnce("decimal", decimalModule),
  fractions: moduleOnce("fractions", fractionsModule),
  unicodedata: moduleOnce("unicodedata", unicodedataModule),
  difflib: moduleOnce("difflib", difflibModule),
  contextlib: moduleOnce("contextlib", contextlibModule),
  dataclasses: moduleOnce("dataclasses", dataclassesModule),
  enum: moduleOnce("enum", enumModule),
  abc: moduleOnce("abc", abcModule),
  logging: moduleOnce("logging", loggingModule),
  warnings: moduleOnce("warnings", warningsModule),
  traceback: moduleOnce("traceback", tracebackModule),
  fnmatch: moduleOnce("fnmatch", fnmatchModule),
  graphlib: moduleOnce("graphlib", graphlibModule),
  numbers: moduleOnce("numbers", numbersModule),
  shlex: moduleOnce("shlex", shlexModule),
  secrets: moduleOnce("secrets", secretsModule),
  struct: moduleOnce("struct", structModule),
  zoneinfo: moduleOnce("zoneinfo", zoneinfoModule),
};
