# A module-level `__limit` read inside a class is looked up as `_Quota__limit`: NameError.
__limit = 10


class Quota:
    def __init__(self, used):
        self.__used = used

    def __remaining(self):
        return __limit - self.__used

    def report(self):
        return f"{self.__remaining()} left"


print(Quota(3)._Quota__used)
print(Quota(3).report())
