// Builds `$rt`, the one object an emitted program can reach: the value API, the builtins, and
// the helpers in this folder, bound to one run (its imports, tools and line table).

import * as values from "../values/index.js";
import { asciiRepr, builtins, format, formatField } from "../builtins/index.js";
import { isinstance, print as printCall } from "../builtins/objects.js";
import { extremeKeyed, max2, min2, sortedKeyed, sumOf, sumStep } from "../builtins/aggregates.js";
import { enumerateList, zipDict, zipList } from "../builtins/pair-lists.js";
import { round } from "../builtins/round.js";
import { percentDirective } from "../builtins/percent-format.js";
import { assertionError, asyncGeneratorStop, chain, chainPending, dictChanged, excMatch, generatorStop, nameError, noActiveException, nextOrStop, raiseExc, raiseFrom, recursionLimit, sureClauses, toPyExc, unboundFree, unboundLocal } from "./errors.js";
import { delAttr, scriptGetAttr, setAttr, setAttrNamed } from "./attributes.js";
import { createAwaitAt } from "./await-frames.js";
import { createAwaitInTask, trackTasks } from "./task-awaits.js";
import { SPREAD, bytesOf, dictOf, frozenConstant, kwArgs, methodKwArgs, methodStarArgs, setFromFrozen, setOf, starArgs, starItems } from "./containers.js";
import { callable, keepAnnotations, makeFunction } from "./functions.js";
import { closeAbandoned, yieldFrom, yieldFromAsync } from "./generators.js";
import { asyncWithEnter, withDone, withEnter, withExit } from "./with.js";
import { MISSING, mapGet, mapRest, matchClass, matchMap, matchSeq } from "./match.js";
import { starBegin, starEnd, starMatch, starRaised } from "./except-star.js";
import { createImports } from "./imports.js";
import { methodCaller, scriptCallMethod, strMethodCaller } from "./method-calls.js";
import { rangeInt, rangeStep } from "./range-loop.js";
import { createTools, type HostBinding } from "./tools.js";
import { ProgramMap } from "./traceback.js";
import { containsAwaiting, methodStarArgsAwaiting, starArgsAwaiting, starItemsAwaiting, toArrayAwaiting, unpackAwaiting, unpackExAwaiting } from "./awaiting-consumers.js";
import type { UnicodeNameData } from "../../unicode-names/table.js";

export interface Run {
  rt: Record<string, unknown>;
  map: ProgramMap;
}

// Every builtin is made once this module's imports have run (attributes.ts adds the last two).
values.markNoDescriptors(Object.values(builtins));

/** Called by the program's first line (through `program`): its Error's stack has that line, which fixes the line offset. */
const newProbe = () => new Error();

/** A module global's value before the script assigns it: the builtin, or unbound. */
const initial = (name: string) => (name === "__name__" ? "__main__" : builtins[name]);

export function createRun(host: HostBinding, moduleTable: Record<string, () => values.PyModule>): Run {
  const map = new ProgramMap();
  const rt: Record<string, unknown> = {
    ...values,
    ...createTools(host),
    ...createImports(moduleTable),
    assertionError, asyncGeneratorStop, chain, chainPending, dictChanged, excMatch, generatorStop, nameError, noActiveException, nextOrStop, raiseExc, raiseFrom, recursionLimit, sureClauses, toPyExc, unboundFree, unboundLocal,
    callable, delAttr, setAttr, setAttrNamed, methodCaller, strMethodCaller, SPREAD, bytesOf, dictOf, setOf, frozenConstant, setFromFrozen, kwArgs, methodKwArgs, starArgs, methodStarArgs, starItems, keepAnnotations, makeFunction, rangeInt, rangeStep,
    containsAwaiting, starArgsAwaiting, methodStarArgsAwaiting, starItemsAwaiting, toArrayAwaiting, unpackAwaiting, unpackExAwaiting,
    // The program's attribute reads (also where `accepting` replays them) take the instance's way first.
    getAttr: scriptGetAttr,
    callMethod: scriptCallMethod,
    format, formatField, yieldFrom, yieldFromAsync, closeAbandoned, asyncWithEnter, withDone, withEnter, withExit,
    MISSING, mapGet, mapRest, matchClass, matchMap, matchSeq, starBegin, starEnd, starMatch, starRaised,
    awaitAt: createAwaitAt(map),
    awaitInTask: createAwaitInTask(map),
    trackTasks,
    ascii: asciiRepr,
    printCall,
    percentDirective,
    isinstance,
    sumStep,
    zipList,
    enumerateList,
    zipDict,
    sortedKeyed,
    extremeKeyed,
    max2,
    min2,
    sumOf,
    roundOf: round,
    floor: Math.floor,
    Promise,
    initial,
    /**
     * `del NAME` of a module global: NameError unless the module bound it (holding the builtin
     * itself means unbound, so `del print` fails and a deleted shadow shows the builtin again).
     */
    delGlobal: (value: unknown, name: string) => {
      const init = initial(name);
      if (value === undefined || (value === init && name !== "__name__")) nameError(name);
      return init;
    },
    program: (tablesJson: string) => map.register(tablesJson, newProbe),
    unicodeNames: (data: UnicodeNameData) => void (values.hooks.unicodeNames = data),
    zoneData: (zones: string, links: string) => void (values.hooks.zoneData = [zones, links]),
  };
  return { rt, map };
}
