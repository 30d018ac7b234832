import json, sys, time
for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "hello":
        print('{"type":"hello","protocol":1}\n{"type":"done"}', flush=True)
    elif message["type"] == "call":
        time.sleep(30)
    else:
        print('{"type":"done"}', flush=True)
