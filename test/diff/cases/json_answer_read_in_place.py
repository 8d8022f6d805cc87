# A JSON tool answer's dicts read in place (member reads, identity, absent keys named like
# Object.prototype's members, "\\0"-prefixed and "__proto__" keys) then used as ordinary dicts.
recs = records()
print(type(recs), len(recs))
r = recs[0]
print(type(r), r['name'], r.get('price'), r.get('nope'), 'name' in r, 'toString' in r, '__proto__' in r, 'constructor' in r)
print(r['tags'] is r['tags'], r['price'] is r['price'], r['nested'] is r['nested'])
t = r['tags']
print(r)
print(r['tags'] is t, len(r), list(r))
n = recs[1]
print(n.get('__proto__'), n.get('constructor'), n['\x00odd'], list(n), n)
n['z'] = 1
print(n, n.get('toString'))
try:
    r['missing']
except KeyError as e:
    print('KeyError', e)
print(recs[2], recs[2].get(1), recs[2].get('1'))
print(recs[3] == {'a': [1, 2.5, [3, [4.5, {'b': -0.5}]]]}, recs[3])
import json
print(json.dumps(recs))
print(sorted(recs[1].items()))
print(recs[4], type(recs[4]['x']))
# Keys that are array indices come first in a JS object: such answers keep the text's order.
k = keyed()
print(k, list(k[0]), k[1]['x'][0].get('10'), list(k[1]['x'][0]))
# json.dumps of an answer no key of which was read (its hooks run while the dicts make their Maps).
got = many()
print(len(json.dumps(got)), json.dumps(got[-1]), got[3]["c"] is got[3]["c"])
# json.loads of a text whose numbers are all ints reads its objects in place too.
text = '[{"a": 1, "__proto__": {"b": [2, -0]}, "\\u0000z": 3, "constructor": null}, {"2": 1, "x": 2}, {"big": 12345678901234567890}, {"n": [[[{"k": 1}]]]}]'
v = json.loads(text)
print(v, v[0].get("toString"), "__proto__" in v[0], "hasOwnProperty" in v[0], v[0]["__proto__"] is v[0]["__proto__"])
print(list(v[1]), v[2]["big"] + 1, v[3]["n"][0][0][0]["k"], json.loads('{"k": -0}')["k"])
w = json.loads(text)
w[0]["a"] = 5
del w[0]["constructor"]
print(w[0], w == v, json.dumps(w) == json.dumps(v), len(json.dumps(v)))
