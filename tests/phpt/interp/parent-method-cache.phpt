--TEST--
parent::/self::/static:: and Cls:: calls of non-static methods, cached per site: $this bound, visibility, closures rebound to other objects, static frames
--FILE--
<?php
class Base {
    public $log = [];
    function __construct($x) { $this->log[] = "Base::__construct($x) on " . get_class($this); }
    function hello() { return "Base::hello on " . static::class . "/" . get_class($this); }
    private function secret() { return "Base::secret"; }
    protected function prot() { return "Base::prot"; }
    static function st() { return "Base::st " . static::class; }
    function callSecret() { return self::secret(); }
}
class Mid extends Base {
    function __construct($x) { parent::__construct($x + 1); $this->log[] = "Mid::__construct"; }
    function hello() { return "Mid>" . parent::hello(); }
    function prot() { return "Mid::prot>" . parent::prot(); }
    function viaSelf() { return self::hello() . " | " . static::hello(); }
    function st2() { return parent::st(); }
    function named() { return Base::hello(); }
}
class Leaf extends Mid {
    function hello() { return "Leaf>" . parent::hello(); }
    static function fromStatic() {
        try { return parent::hello(); } catch (Error $e) { return get_class($e) . ": " . $e->getMessage(); }
    }
    function closureCall() {
        $f = function () { return parent::hello(); };
        return $f();
    }
}
class Other { function hello() { return "Other"; } }
for ($i = 0; $i < 3; $i++) {
    $m = new Mid($i);
    $l = new Leaf($i * 10);
    echo implode(",", $m->log), " | ", implode(",", $l->log), "\n";
    echo $m->hello(), "\n", $l->hello(), "\n";
    echo $m->viaSelf(), "\n", $l->viaSelf(), "\n";
    echo $m->prot(), " ", $l->prot(), "\n";
    echo $m->st2(), " ", $l->st2(), "\n";
    echo $m->named(), " ", $l->named(), "\n";
    echo $l->callSecret(), "\n";
    echo Leaf::fromStatic(), "\n";
    echo $l->closureCall(), "\n";
    // A closure of Leaf's scope bound to a Mid object: parent:: is Mid there.
    $g = Closure::bind(function () { return parent::hello(); }, $m, Leaf::class);
    echo $g(), "\n";
    $h = Closure::bind(function () { return parent::hello(); }, $l, Leaf::class);
    echo $h(), "\n";
}
--EXPECT--
Base::__construct(1) on Mid,Mid::__construct | Base::__construct(1) on Leaf,Mid::__construct
Mid>Base::hello on Mid/Mid
Leaf>Mid>Base::hello on Leaf/Leaf
Mid>Base::hello on Mid/Mid | Mid>Base::hello on Mid/Mid
Mid>Base::hello on Leaf/Leaf | Leaf>Mid>Base::hello on Leaf/Leaf
Mid::prot>Base::prot Mid::prot>Base::prot
Base::st Mid Base::st Leaf
Base::hello on Mid/Mid Base::hello on Leaf/Leaf
Base::secret
Error: Non-static method Mid::hello() cannot be called statically
Mid>Base::hello on Leaf/Leaf
Mid>Base::hello on Mid/Mid
Mid>Base::hello on Leaf/Leaf
Base::__construct(2) on Mid,Mid::__construct | Base::__construct(11) on Leaf,Mid::__construct
Mid>Base::hello on Mid/Mid
Leaf>Mid>Base::hello on Leaf/Leaf
Mid>Base::hello on Mid/Mid | Mid>Base::hello on Mid/Mid
Mid>Base::hello on Leaf/Leaf | Leaf>Mid>Base::hello on Leaf/Leaf
Mid::prot>Base::prot Mid::prot>Base::prot
Base::st Mid Base::st Leaf
Base::hello on Mid/Mid Base::hello on Leaf/Leaf
Base::secret
Error: Non-static method Mid::hello() cannot be called statically
Mid>Base::hello on Leaf/Leaf
Mid>Base::hello on Mid/Mid
Mid>Base::hello on Leaf/Leaf
Base::__construct(3) on Mid,Mid::__construct | Base::__construct(21) on Leaf,Mid::__construct
Mid>Base::hello on Mid/Mid
Leaf>Mid>Base::hello on Leaf/Leaf
Mid>Base::hello on Mid/Mid | Mid>Base::hello on Mid/Mid
Mid>Base::hello on Leaf/Leaf | Leaf>Mid>Base::hello on Leaf/Leaf
Mid::prot>Base::prot Mid::prot>Base::prot
Base::st Mid Base::st Leaf
Base::hello on Mid/Mid Base::hello on Leaf/Leaf
Base::secret
Error: Non-static method Mid::hello() cannot be called statically
Mid>Base::hello on Leaf/Leaf
Mid>Base::hello on Mid/Mid
Mid>Base::hello on Leaf/Leaf
