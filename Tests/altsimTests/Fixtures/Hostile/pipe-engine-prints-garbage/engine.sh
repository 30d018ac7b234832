read line
echo 'Welcome to my engine!'
cat > /dev/null
