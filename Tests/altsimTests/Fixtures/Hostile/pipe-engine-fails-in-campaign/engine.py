import json, sys
count = 0
for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "hello":
        print('{"type":"hello","protocol":1}')
    count += 1
    if count == 40:
        sys.exit(4)
    print('{"type":"done"}', flush=True)
