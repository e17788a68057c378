--TEST--
__toString of enums, traits, abstract and readonly classes, internal classes, closures
--FILE--
<?php
enum E: int { case A = 1; case B = 2; const X = self::A; }
echo new ReflectionClass('E');
trait T { public $tp; function tm() {} }
abstract class AB { use T; abstract function f(); }
readonly class RO { public int $x; }
echo new ReflectionClass('AB');
echo new ReflectionClass('RO');
echo new ReflectionClass('stdClass');
$y = 1;
$c = function($a) use ($y) { static $s = 1; };
echo new ReflectionFunction($c);
echo new ReflectionClassConstant('E', 'A');
echo new ReflectionClassConstant('E', 'X');
echo new ReflectionProperty('E', 'value');
--EXPECTF--
Class [ <user> final class E implements UnitEnum, BackedEnum ] {
  @@ %s 2-2

  - Constants [3] {
    Constant [ public E A ] { Object }
    Constant [ public E B ] { Object }
    Constant [ public E X ] { Object }
  }

  - Static properties [0] {
  }

  - Static methods [3] {
    Method [ <internal, prototype UnitEnum> static public method cases ] {

      - Parameters [0] {
      }
      - Return [ array ]
    }

    Method [ <internal, prototype BackedEnum> static public method from ] {

      - Parameters [1] {
        Parameter #0 [ <required> string|int $value ]
      }
      - Return [ static ]
    }

    Method [ <internal, prototype BackedEnum> static public method tryFrom ] {

      - Parameters [1] {
        Parameter #0 [ <required> string|int $value ]
      }
      - Return [ ?static ]
    }
  }

  - Properties [2] {
    Property [ public readonly string $name ]
    Property [ public readonly int $value ]
  }

  - Methods [0] {
  }
}
Class [ <user> abstract class AB ] {
  @@ %s 5-5

  - Constants [0] {
  }

  - Static properties [0] {
  }

  - Static methods [0] {
  }

  - Properties [1] {
    Property [ public $tp = NULL ]
  }

  - Methods [2] {
    Method [ <user> abstract public method f ] {
      @@ %s 5 - 5
    }

    Method [ <user> public method tm ] {
      @@ %s 4 - 4
    }
  }
}
Class [ <user> readonly class RO ] {
  @@ %s 6-6

  - Constants [0] {
  }

  - Static properties [0] {
  }

  - Static methods [0] {
  }

  - Properties [1] {
    Property [ public readonly int $x ]
  }

  - Methods [0] {
  }
}
Class [ <internal:Core> class stdClass ] {

  - Constants [0] {
  }

  - Static properties [0] {
  }

  - Static methods [0] {
  }

  - Properties [0] {
  }

  - Methods [0] {
  }
}
Closure [ <user> function {closure} ] {
  @@ %s 11 - 11

  - Bound Variables [2] {
      Variable #0 [ $y ]
      Variable #1 [ $s ]
  }

  - Parameters [1] {
    Parameter #0 [ <required> $a ]
  }
}
Constant [ public E A ] { Object }
Constant [ public E X ] { Object }
Property [ public readonly int $value ]
