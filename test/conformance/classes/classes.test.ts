// Classes a script defines: class bodies, attributes, descriptors, inheritance and MRO, super(),
// the special methods builtins and operators dispatch to, exception classes, decorators, and the
// tool calls made from methods, each case run by CPython and by toolflow (see ../runner.ts).
import { fileURLToPath } from "node:url";
import { conformanceSuite } from "../suite.js";

conformanceSuite("classes", fileURLToPath(new URL(".", import.meta.url)));
