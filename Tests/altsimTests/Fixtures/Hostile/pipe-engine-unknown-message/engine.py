import sys
for line in sys.stdin:
    print('{"type":"hello","protocol":1,"future":{"nested":[1,2]}}\n{"type":"log","text":"hi"}\n{"type":"done"}', flush=True)
