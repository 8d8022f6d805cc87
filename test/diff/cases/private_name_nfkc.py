# An identifier NFKC makes private (`_＿x`, a fullwidth second underscore) is mangled too;
# this script spells no other private name, so only that form can say it needs mangling.
class Wide:
    def set(self):
        self._＿x = "wide"
        return self


w = Wide().set()
print(w._Wide__x, hasattr(w, "_Wide__x"))
