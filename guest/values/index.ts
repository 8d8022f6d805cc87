// guest/values: the Python value model the rest of the guest is written against (see
// docs/guest-values-api.md): value classes, types and exceptions, numbers, strings, iteration,
// comparison, hashing, repr/str, operators, item access and the callable convention.
import "./constructors.js";
import "./type-call.js";

export { hooks, setPercentFormatter, setRunOptions, SCRIPT_FILE, type Hooks, type RunOptions, type ScriptFrame, type WithFrame, type WithStatement } from "./hooks.js";
export { PyType, T, epoch, typeOf, isInstance, isSubtype, typeName, argTypeName, type Constructor } from "./type.js";
export {
  PyBaseException, E, newException, newExceptionType, raise, isStackOverflow, raising, handling, droppedUnseen, type SureClause, type SureClauses,
} from "./exceptions.js";
export {
  type Int, bigintOf, numberOf, normInt, isInt, toBigInt, bitLength, intAdd, intSub, intMul, intNeg, intAbs, intInvert,
  intSign, intOrder, intFloorDiv, intMod, intDivMod, intPow, intLShift, intRShift, intAnd, intOr, intXor,
  intToFloat, intTrueDiv, intToString, ldexp, MAX_STR_DIGITS, checkSsize,
} from "./int.js";
export {
  PyFloat, doubleOf, floatRepr, shortestExponential, floatDiv, floatFloorDiv, floatMod, floatDivMod, floatPow, compareIntFloat,
  floatToInt,
} from "./float.js";
export { codePoints, cutCodePoints, strLen, strIndex, strItemUnits, strExpandTabs, strSlice, strCompare, strRepeat, strPercent, allSimple, isSimple, wellFormed, splitsPair, cutsPairs, findWhole, indexOfWhole, lastIndexOfWhole, CodePointOffsets } from "./str.js";
export { PyList } from "./list.js";
export { DICT, FLOAT, SEQ } from "./type-marks.js";
export { copyItems, joinItems, prependItem, sliceItems } from "./arrays.js";
export { KEPT } from "./kept-mark.js";
export { PyTuple, EMPTY_TUPLE, tupleOf } from "./tuple.js";
export { divmod } from "./divmod.js";
export { Ellipsis, NotImplemented } from "./singletons.js";
export { PyDict, PyDictView, type DictViewKind } from "./dict.js";
export { viewIsDisjoint } from "./dict-view-ops.js";
export { PySet } from "./set.js";
export {
  setUpdate, setFrom, setUnion, setIntersection, setIntersectionUpdate, setDifference, setDifferenceUpdate,
  setSymmetricDifference, setSymmetricDifferenceUpdate, isSubset,
} from "./set-algebra.js";
export { PyRange } from "./range.js";
export { PyBytes, bytesRepr, setBytesPercentFormatter, unitBytes, utf8Encode, utf8Decode } from "./bytes.js";
export { PyByteArray, byteOf, extendedBytes } from "./bytearray.js";
export { isAscii, isRunOf } from "./class-run.js";
export { BELOW_DEL, digitThenFraction, jsonByValue, setHostStringFacts, unitsWithin, type HostStringFacts } from "./string-facts.js";
export { encodeText, decodeBytes } from "./codecs.js";
export { stdoutText } from "./stdout.js";
export { PySlice, adjustIndices, sliceArray, sliceInt, type SliceIndices } from "./slice.js";
export { PyModule, moduleOnce } from "./module.js";
export { PyIterator, STOP, type Stop, makeIterator, ArrayIterator, ReverseArrayIterator, JsIterator } from "./iterator.js";
export { unpack, unpackEx } from "./unpack.js";
export { iter, iterAwaitable, next, toArray, extendingItems, extendList, isIterable, walkable, walkableAwaitable } from "./iterate.js";
export { AsyncPyIterator, makeAsyncIterator, refuseAsyncIterator, refusedIterator } from "./async-iterator.js";
export { awaitingSequence, iterAwaited, iteratesAwaiting } from "./awaiting-instance-iterator.js";
export { isGroup, groupExceptions, splitGroup, matcherOf } from "./exception-groups.js";
export { exceptionOnlyLines } from "./exception-only.js";
export { LazyAnnotation, lazyAnnotation, annotationValue, annotationShown } from "./lazy-annotation.js";
export { PyGenerator, AsyncPyGenerator, makeGenerator, makeAsyncGenerator, stopIteration } from "./generator.js";
export { PyCoroutine, started, awaitable, gatherable } from "./coroutine.js";
export {
  CancelledError, PyTask, Thrown, cancellable, cancelledError, cancelPromise, countTasks, isCancelledError, passCancel, resetTasks, resumeTask, running,
} from "./tasks.js";
export { flowClock, addTimer, cancelTimer, deadlineAfter, secondsOf, secondsToNs, advanceClock, dropTimers, type Timer } from "./flow-clock.js";
export { PyAsyncGen, makeAsyncGen, asyncIter, asyncStep, asyncIterationBuiltins } from "./async-generator.js";
export { hashKey, pyHash, objectId, givenId, rationalHash, rationalKey, decimalHash, decimalKey } from "./hash.js";
export { isModuleReal, type ModuleReal, type Ratio } from "./module-real.js";
export { nextPiece, convertField, asciiRepr, decimalIndex, fieldHead, fieldRest, type Piece, type Field } from "./format-markup.js";
export { repr, str, strRepr, fakeAddress, exceptionStr, exceptionRepr, NOT_PRINTABLE } from "./repr.js";
export { eq, eqAnswer, notEq, notEqBool, sameOrEq, seqEq, richCompare, richCompareBool, numCompare, isSetView, type CompareOp } from "./compare.js";
export { PyInstance, mustBeStr } from "./instance.js";
export { UserType, checkBases, classHooksFollow, initSubclass, makeClass, superOf, setUserAttr, userSetAttr, userDelAttr, type Annotation, type ClassStatement } from "./user-type.js";
export { plainAttributes, plainSetAttr } from "./generic-attr.js";
export { declareSlots, hasSlots, inheritedSlots, ownSlots } from "./slots.js";
export { descriptorFree, isDataGetter, isScriptDescriptor } from "./script-descriptors.js";
export { setName } from "./set-names.js";
export { attrDict, mapDict, recordOf } from "./attr-dict.js";
export { MappingProxy, MappingProxyType, mappingProxy } from "./mapping-proxy.js";
export { DT, PyProperty, PyStaticMethod, PyClassMethod, PyCachedProperty, bindDescriptor, bindsToInstance, boundMethod, markNoDescriptors, writtenInC } from "./descriptors.js";
export { specialMethod, boundSpecial, bindScripted, typeSpecial, accepting, iterStep, callSpecial, replaying, isSuspend, unreplayed } from "./special.js";
export { syncEnter, syncReturn, syncThrow } from "./sync-outcome.js";
export { truthy, len, lenInt } from "./protocol.js";
export {
  binaryOp, inplaceOp, unaryOp, contains, repeatCount, updateFromPairs, type BinaryOpName, type UnaryOpName,
} from "./operators.js";
export { floatFirst, floatFirstInPlace, floatFirstOrder, floatFirstTruth } from "./float-first.js";
export { getItem, setItem, delItem, sliceOf } from "./items.js";
export { scriptIndex } from "./index-protocol.js";
export {
  callPy, callCannotWait, cannotWait, isAsyncCallable, builtin, pyDef, classMethod, isCallable, defineMethods, defineProperties, findAttr, getAttr, hasAttr, keywordRecord, lookupAttr, callMethod,
  recoverDrained, recoveringCall, type PyFunction,
} from "./callable.js";
export { leanCalls } from "./fixed-call.js";
export { type ArgStyle } from "./signature.js";
export { parseInt as parseIntLiteral, parseFloat as parseFloatLiteral } from "./convert.js";
export { asIndex, dictFrom, dictUpdate, floatOf, install, intOf, listFrom, mappingItems, methodOutputList, rangeOf, tupleFrom } from "./constructors.js";
export { frameCounter, getRecursionLimit, recursionDepth, changeRecursionLimit } from "./recursion-limit.js";
export { checkSequenceLength, checkIntBits } from "./limits.js";
export {
  GenericAlias, UnionType, makeUnion, setClassGetItem, subscriptArgs, typeArgRepr, typeParameters, argsKey, isInstanceOf,
} from "./generic-alias.js";
export { sliceIndex, indexOf, findItem, countItem } from "./seq-index.js";
export { andThen } from "./maybe-promise.js";
export { ScriptDict, ScriptList, isScriptInstance, mergesEntries, ownItem, plainOf } from "./script-containers.js";
