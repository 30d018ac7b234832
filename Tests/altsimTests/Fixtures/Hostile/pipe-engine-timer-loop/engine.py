import sys
first = True
for line in sys.stdin:
    if first:
        print('{"type":"hello","protocol":1}')
        first = False
    print('{"type":"timer","action":"schedule","id":1,"afterNs":0}\n{"type":"done"}', flush=True)
