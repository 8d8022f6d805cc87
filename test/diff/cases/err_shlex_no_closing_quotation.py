import shlex
print(shlex.split("run --name 'ok'"))
argv = shlex.split("run --name 'unterminated value")
print(argv)
