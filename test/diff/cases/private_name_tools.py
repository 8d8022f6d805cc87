# Private methods that call tools: called from public ones, taken as values, from a subclass.
class Client:
    def __init__(self, user):
        self.__user = user
        self.__cache = {}

    def __fetch(self):
        return lookup(user=self.__user)["text"]

    def profile(self):
        if self.__user not in self.__cache:
            self.__cache[self.__user] = self.__fetch()
        return self.__cache[self.__user]

    def fetcher(self):
        return self.__fetch


class Admin(Client):
    def __init__(self, user):
        super().__init__(user)
        self.__user = "admin:" + user

    def __fetch(self):
        return "never called by Client.profile"

    def both(self):
        return self.profile(), self.__user, self.__fetch()


c = Client("ann")
print(c.profile())
print(c.profile())
print(c.fetcher()())
a = Admin("bob")
print(a.both())
print(a._Client__user, a._Admin__user)
