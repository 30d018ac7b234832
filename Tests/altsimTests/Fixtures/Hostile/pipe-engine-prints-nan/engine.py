import json, sys
for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "hello":
        print('{"type":"hello","protocol":1}')
    elif message["type"] == "call" and message["call"] == "startAltitude":
        print(json.dumps({"type": "altitude", "context": {"height": float("nan")}}))
    print('{"type":"done"}', flush=True)
