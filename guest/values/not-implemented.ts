// The NotImplemented singleton a script's binary and comparison methods return to let the other
// operand try (instance.ts).
import { PyType, T } from "./type.js";

const NotImplementedType = new PyType("NotImplementedType", [T.object]);

export const NotImplemented = {
  get $type(): PyType {
    return NotImplementedType;
  },
  $repr: () => "NotImplemented",
};
