--TEST--
ReflectionClass and ReflectionObject __toString
--FILE--
<?php
interface I { const IC = 5; function im(int $a): string; }
abstract class P implements I {
    public $pp = [1,2];
    protected static $ps = 'x';
    abstract function ab();
    function im(int $a): string { return ""; }
    private function priv() {}
}
/** doc */
final class C extends P implements Countable {
    const A = 1, B = 'two';
    final public const F = [1];
    private const PRIV = 1.5;
    public int $x = 3;
    public readonly string $ro;
    private ?array $arr = null;
    static public $st = null;
    public function __construct(public int $prom = 1) {}
    /** mdoc */
    public static function sm(?C $c = null, string ...$rest): ?static { return null; }
    function ab() {}
    function count(): int { return 0; }
    function &refRet() { static $s; return $s; }
}
echo new ReflectionClass('C');
echo new ReflectionClass('I');
$o = new C; $o->dyn = 1;
echo new ReflectionObject($o);
--EXPECTF--
/** doc */
Class [ <user> final class C extends P implements I, Countable ] {
  @@ %s 11-25

  - Constants [5] {
    Constant [ public int A ] { 1 }
    Constant [ public string B ] { two }
    Constant [ final public array F ] { Array }
    Constant [ private float PRIV ] { 1.5 }
    Constant [ public int IC ] { 5 }
  }

  - Static properties [2] {
    Property [ public static $st = NULL ]
    Property [ protected static $ps = 'x' ]
  }

  - Static methods [1] {
    /** mdoc */
    Method [ <user> static public method sm ] {
      @@ %s 21 - 21

      - Parameters [2] {
        Parameter #0 [ <optional> ?C $c = NULL ]
        Parameter #1 [ <optional> string ...$rest ]
      }
      - Return [ ?static ]
    }
  }

  - Properties [5] {
    Property [ public int $x = 3 ]
    Property [ public readonly string $ro ]
    Property [ private ?array $arr = NULL ]
    Property [ public int $prom ]
    Property [ public $pp = [1, 2] ]
  }

  - Methods [5] {
    Method [ <user, ctor> public method __construct ] {
      @@ %s 19 - 19

      - Parameters [1] {
        Parameter #0 [ <optional> int $prom = 1 ]
      }
    }

    Method [ <user, overwrites P, prototype P> public method ab ] {
      @@ %s 22 - 22
    }

    Method [ <user, prototype Countable> public method count ] {
      @@ %s 23 - 23

      - Parameters [0] {
      }
      - Return [ int ]
    }

    Method [ <user> public method &refRet ] {
      @@ %s 24 - 24
    }

    Method [ <user, inherits P, prototype I> public method im ] {
      @@ %s 7 - 7

      - Parameters [1] {
        Parameter #0 [ <required> int $a ]
      }
      - Return [ string ]
    }
  }
}
Interface [ <user> interface I ] {
  @@ %s 2-2

  - Constants [1] {
    Constant [ public int IC ] { 5 }
  }

  - Static properties [0] {
  }

  - Static methods [0] {
  }

  - Properties [0] {
  }

  - Methods [1] {
    Method [ <user> abstract public method im ] {
      @@ %s 2 - 2

      - Parameters [1] {
        Parameter #0 [ <required> int $a ]
      }
      - Return [ string ]
    }
  }
}

Deprecated: Creation of dynamic property C::$dyn is deprecated in %s on line 28
/** doc */
Object of class [ <user> final class C extends P implements I, Countable ] {
  @@ %s 11-25

  - Constants [5] {
    Constant [ public int A ] { 1 }
    Constant [ public string B ] { two }
    Constant [ final public array F ] { Array }
    Constant [ private float PRIV ] { 1.5 }
    Constant [ public int IC ] { 5 }
  }

  - Static properties [2] {
    Property [ public static $st = NULL ]
    Property [ protected static $ps = 'x' ]
  }

  - Static methods [1] {
    /** mdoc */
    Method [ <user> static public method sm ] {
      @@ %s 21 - 21

      - Parameters [2] {
        Parameter #0 [ <optional> ?C $c = NULL ]
        Parameter #1 [ <optional> string ...$rest ]
      }
      - Return [ ?static ]
    }
  }

  - Properties [5] {
    Property [ public int $x = 3 ]
    Property [ public readonly string $ro ]
    Property [ private ?array $arr = NULL ]
    Property [ public int $prom ]
    Property [ public $pp = [1, 2] ]
  }

  - Dynamic properties [1] {
    Property [ <dynamic> public $dyn ]
  }

  - Methods [5] {
    Method [ <user, ctor> public method __construct ] {
      @@ %s 19 - 19

      - Parameters [1] {
        Parameter #0 [ <optional> int $prom = 1 ]
      }
    }

    Method [ <user, overwrites P, prototype P> public method ab ] {
      @@ %s 22 - 22
    }

    Method [ <user, prototype Countable> public method count ] {
      @@ %s 23 - 23

      - Parameters [0] {
      }
      - Return [ int ]
    }

    Method [ <user> public method &refRet ] {
      @@ %s 24 - 24
    }

    Method [ <user, inherits P, prototype I> public method im ] {
      @@ %s 7 - 7

      - Parameters [1] {
        Parameter #0 [ <required> int $a ]
      }
      - Return [ string ]
    }
  }
}
