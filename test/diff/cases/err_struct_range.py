import struct

print(struct.pack(">H", 65535).hex())
struct.pack(">H", 65536)
