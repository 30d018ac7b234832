import sys
sys.stdin.readline()
print('{"type":"hello","protocol":1}\n{"type":"done"}', flush=True)
sys.stdin.readline()
line = '{"type":"status","code":801}\n' * 1000
while True:
    sys.stdout.write(line)
