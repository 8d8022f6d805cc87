// guest/modules: the modules a tool flow may import, as lazy factories keyed by dotted name
// (json, re, math, collections, itertools, functools, datetime, statistics, textwrap, string,
// base64, hashlib, urllib.parse, urllib, asyncio), plus the JSON helpers of the runtime boundary.
import { PyModule, moduleOnce } from "../values/index.js";
import { jsonModule } from "./json/index.js";
import { reModule } from "./re/index.js";
import { mathModule } from "./math.js";
import { collectionsModule } from "./collections/index.js";
import { itertoolsModule } from "./itertools.js";
import { functoolsModule } from "./functools.js";
import { datetimeModule } from "./datetime/index.js";
import { statisticsModule } from "./statistics.js";
import { textwrapModule } from "./textwrap.js";
import { stringModule } from "./string.js";
import { base64Module } from "./base64/index.js";
import { hashlibModule } from "./hashlib/index.js";
import { urllibParseModule } from "./urllib/parse.js";
import { asyncioModule } from "./asyncio.js";
import { dataclassesModule } from "./dataclasses/index.js";
import { enumModule } from "./enum/index.js";

export { parseJSON, toResultJSON } from "./json/index.js";

export const modules: Record<string, () => PyModule> = {
  json: moduleOnce("json", jsonModule),
  re: moduleOnce("re", reModule),
  math: moduleOnce("math", mathModule),
  collections: moduleOnce("collections", collectionsModule),
  itertools: moduleOnce("itertools", itertoolsModule),
  functools: moduleOnce("functools", functoolsModule),
  datetime: moduleOnce("datetime", datetimeModule),
  statistics: moduleOnce("statistics", statisticsModule),
  textwrap: moduleOnce("textwrap", textwrapModule),
  string: moduleOnce("string", stringModule),
  base64: moduleOnce("base64", base64Module),
  hashlib: moduleOnce("hashlib", hashlibModule),
  "urllib.parse": moduleOnce("urllib.parse", urllibParseModule),
  // `import urllib.parse` binds the package; its `parse` attribute is the submodule.
  urllib: moduleOnce("urllib", () => new PyModule("urllib", { parse: modules["urllib.parse"]() })),
  asyncio: moduleOnce("asyncio", asyncioModule),
  dataclasses: moduleOnce("dataclasses", dataclassesModule),
  enum: moduleOnce("enum", enumModule),
};
