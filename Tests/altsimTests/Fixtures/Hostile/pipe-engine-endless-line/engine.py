import sys
sys.stdin.readline()
chunk = "x" * 65536
while True:
    sys.stdout.write(chunk)
