# A class made from ABC is an instance of abc.ABCMeta (as ABC itself is), still a type: type(),
# isinstance and the class's own behaviour.
from abc import ABC, ABCMeta, abstractmethod


class Shape(ABC):
    @abstractmethod
    def area(self): ...


class Square(Shape):
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side**2


print(type(Shape), type(Square), type(ABC), type(Square).__name__, ABCMeta)
print(isinstance(Square, ABCMeta), isinstance(Square, type), type(Square) is ABCMeta, type(Square) is type)
print(type(Square(3)).__name__, Square(3).area(), isinstance(Square(2), Shape), issubclass(Square, ABC))
