// guest/modules: the modules a tool flow may import, as lazy factories keyed by dotted name
// (json, re, math, collections, itertools, functools, datetime, statistics, textwrap, string,
// base64, hashlib, urllib.parse, urllib, asyncio), plus the JSON helpers of the runtime boundary.
import { PyModule } from "../values/index.js";
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

export { parseJSON, toResultJSON } from "./json/index.js";

// One instance per name: `import re` twice (or `from re import x`) sees the same module object.
const made = new Map<string, PyModule>();

function once(name: string, make: () => PyModule): () => PyModule {
  return () => {
    let m = made.get(name);
    if (m === undefined) made.set(name, (m = make()));
    return m;
  };
}

export const modules: Record<string, () => PyModule> = {
  json: once("json", jsonModule),
  re: once("re", reModule),
  math: once("math", mathModule),
  collections: once("collections", collectionsModule),
  itertools: once("itertools", itertoolsModule),
  functools: once("functools", functoolsModule),
  datetime: once("datetime", datetimeModule),
  statistics: once("statistics", statisticsModule),
  textwrap: once("textwrap", textwrapModule),
  string: once("string", stringModule),
  base64: once("base64", base64Module),
  hashlib: once("hashlib", hashlibModule),
  "urllib.parse": once("urllib.parse", urllibParseModule),
  // `import urllib.parse` binds the package; its `parse` attribute is the submodule.
  urllib: once("urllib", () => new PyModule("urllib", { parse: modules["urllib.parse"]() })),
  asyncio: once("asyncio", asyncioModule),
};
