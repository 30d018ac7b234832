import json, sys
for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "hello":
        print('{"type":"hello","protocol":1}')
    elif message["type"] == "call" and message["call"] == "startAltitude":
        print('{"type":"altitude","context":{"height":1e300,"errorCode":0}}')
    print('{"type":"done"}', flush=True)
