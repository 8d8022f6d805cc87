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
