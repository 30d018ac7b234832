# An engine that answers hello, leaves a grandchild running (in its process group) and then
# never answers again. $1 is a number that marks its processes for the leak check.
read line
echo '{"type":"hello","protocol":1}'
echo '{"type":"done"}'
sleep "299.$1" > /dev/null &
read line
sleep "298.$1"
