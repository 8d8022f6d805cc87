import secrets

print(secrets.randbelow(1))
secrets.randbelow(0)
