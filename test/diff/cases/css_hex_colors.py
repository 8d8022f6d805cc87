import re

css = file_read(path="static/theme.css")["text"]
colors = re.findall(r"#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b", css)
def rgb(h):
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))
for c in dict.fromkeys(c.lower() for c in colors):
    r, g, b = rgb(c)
    lum = 0.2126 * r + 0.7152 * g + 0.0722 * b
    print(f"#{c:<6} rgb({r:3}, {g:3}, {b:3}) {'dark' if lum < 128 else 'light'} {hex(r)} {int('0x' + c[:2], 16)} {int('ff', base=16)}")
sorted({rgb(c) for c in colors})
