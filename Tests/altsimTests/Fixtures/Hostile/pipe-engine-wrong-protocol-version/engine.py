import sys
for line in sys.stdin:
    print('{"type":"hello","protocol":2,"name":"from the future"}\n{"type":"done"}', flush=True)
