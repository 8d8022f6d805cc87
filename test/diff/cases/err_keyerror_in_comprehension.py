users = mcp__crm__list_users(team="sales")
print("users:", len(users))
emails = {u["name"]: u["email"] for u in users}
emails
