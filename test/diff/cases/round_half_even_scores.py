grades = mcp__lms__grades(course="cs101")
for g in grades:
    avg = sum(g["scores"]) / len(g["scores"])
    print(f"{g['student']:<6} raw={avg!r:<20} round1={round(avg, 1)} round0={round(avg)} fmt={avg:.1f}")
print([round(x) for x in (0.5, 1.5, 2.5, -0.5, -1.5)], round(2.675, 2), round(1234.5678, -2))
{g["student"]: round(sum(g["scores"]) / len(g["scores"]), 2) for g in grades}
