"""An engine that exits at hello for a device named "table" and answers everything else."""
import json, sys
for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "hello":
        if message["device"]["name"] == "table":
            sys.exit(5)
        print('{"type":"hello","protocol":1}')
    print('{"type":"done"}', flush=True)
