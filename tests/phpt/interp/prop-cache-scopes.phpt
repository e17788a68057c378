--TEST--
Property inline caches across scopes: one closure body bound to several scopes, closures made from methods, an included file run from two classes' methods, shadowed private properties, trait methods
--FILE--
<?php
// Property sites whose frames see different scopes: one closure body bound
// to several scopes and objects, closures made from methods, an included
// file run from methods of two classes and from the top level, private
// properties shadowed in subclasses, $this in base-class methods.
trait T { public function tp() { return $this->p; } public function tq() { return $this->q . $this->p; } }
class Base {
  use T;
  private $p = 'Base::p';
  public $q = 'Base::q';
  protected $r = 'Base::r';
  public function p() { return $this->p; }
  public function pr() { return $this->p . '|' . $this->r; }
  public function viaClosure() { return (function () { return $this->p; })(); }
  public function inc($file) { return include $file; }
  public function read($o) { return $o->p ?? 'none'; }
}
class Child extends Base {
  private $p = 'Child::p';
  protected $r = 'Child::r';
  public function p2() { return $this->p; }
  public function inc($file) { return include $file; }
}
class Grand extends Child { public $p = 'Grand::p'; }
class Other { use T; private $p = 'Other::p'; public $q = 'Other::q'; protected $r = 'Other::r'; }

$read = function () { return $this->p . '/' . $this->q . '/' . $this->r; };
$objs = [new Base, new Child, new Grand, new Other];
for ($round = 0; $round < 3; $round++) {
  foreach ($objs as $o) {
    foreach ([Base::class, Child::class, get_class($o)] as $scope) {
      if (!($o instanceof $scope)) continue;
      $b = Closure::bind($read, $o, $scope);
      echo get_class($o), ' as ', $scope, ': ', $b(), "\n";
    }
    if ($o instanceof Base) {
      echo $o->p(), ' ', $o->pr(), ' ', $o->viaClosure(), "\n";
      $m = Closure::fromCallable([$o, 'p']);
      $f = $o->pr(...);
      echo $m(), ' ', $f(), "\n";
      $rebound = @Closure::bind($m, $objs[2], Base::class);
      echo $rebound ? $rebound() : 'refused', "\n";
      echo var_export(@Closure::bind($m, $objs[3]), true), "\n";
      echo var_export(@$m->bindTo($o, Other::class), true), "\n";
    }
    if ($o instanceof Child) echo $o->p2(), "\n";
    echo $objs[0]->read($o), ' ', $objs[1]->read($o), ' ', $o->tp(), ' ', $o->tq(), "\n";
  }
  // An included file's property sites, run from two classes' methods and from the top level.
  $file = tempnam(sys_get_temp_dir(), 'pcs');
  file_put_contents($file, '<?php return isset($this) ? $this->p . "," . $this->r : "top";');
  echo $objs[0]->inc($file), ' ', $objs[1]->inc($file), ' ', $objs[2]->inc($file), ' ', include $file, "\n";
  file_put_contents($file, '<?php return $GLOBALS["objs"][2]->p . "," . ($GLOBALS["objs"][1]->q);');
  echo $objs[0]->inc($file), ' ', $objs[1]->inc($file), ' ', include $file, "\n";
  unlink($file);
}
--EXPECT--
Base as Base: Base::p/Base::q/Base::r
Base as Base: Base::p/Base::q/Base::r
Base::p Base::p|Base::r Base::p
Base::p Base::p|Base::r
Base::p
NULL
NULL
Base::p Base::p Base::p Base::qBase::p
Child as Base: Base::p/Base::q/Child::r
Child as Child: Child::p/Base::q/Child::r
Child as Child: Child::p/Base::q/Child::r
Base::p Base::p|Child::r Base::p
Base::p Base::p|Child::r
Base::p
NULL
NULL
Child::p
Base::p Base::p Base::p Base::qBase::p
Grand as Base: Base::p/Base::q/Child::r
Grand as Child: Child::p/Base::q/Child::r
Grand as Grand: Grand::p/Base::q/Child::r
Base::p Base::p|Child::r Base::p
Base::p Base::p|Child::r
Base::p
NULL
NULL
Child::p
Base::p Base::p Base::p Base::qBase::p
Other as Other: Other::p/Other::q/Other::r
none none Other::p Other::qOther::p
Base::p,Base::r Child::p,Child::r Child::p,Child::r top
Base::p,Base::q Child::p,Base::q Grand::p,Base::q
Base as Base: Base::p/Base::q/Base::r
Base as Base: Base::p/Base::q/Base::r
Base::p Base::p|Base::r Base::p
Base::p Base::p|Base::r
Base::p
NULL
NULL
Base::p Base::p Base::p Base::qBase::p
Child as Base: Base::p/Base::q/Child::r
Child as Child: Child::p/Base::q/Child::r
Child as Child: Child::p/Base::q/Child::r
Base::p Base::p|Child::r Base::p
Base::p Base::p|Child::r
Base::p
NULL
NULL
Child::p
Base::p Base::p Base::p Base::qBase::p
Grand as Base: Base::p/Base::q/Child::r
Grand as Child: Child::p/Base::q/Child::r
Grand as Grand: Grand::p/Base::q/Child::r
Base::p Base::p|Child::r Base::p
Base::p Base::p|Child::r
Base::p
NULL
NULL
Child::p
Base::p Base::p Base::p Base::qBase::p
Other as Other: Other::p/Other::q/Other::r
none none Other::p Other::qOther::p
Base::p,Base::r Child::p,Child::r Child::p,Child::r top
Base::p,Base::q Child::p,Base::q Grand::p,Base::q
Base as Base: Base::p/Base::q/Base::r
Base as Base: Base::p/Base::q/Base::r
Base::p Base::p|Base::r Base::p
Base::p Base::p|Base::r
Base::p
NULL
NULL
Base::p Base::p Base::p Base::qBase::p
Child as Base: Base::p/Base::q/Child::r
Child as Child: Child::p/Base::q/Child::r
Child as Child: Child::p/Base::q/Child::r
Base::p Base::p|Child::r Base::p
Base::p Base::p|Child::r
Base::p
NULL
NULL
Child::p
Base::p Base::p Base::p Base::qBase::p
Grand as Base: Base::p/Base::q/Child::r
Grand as Child: Child::p/Base::q/Child::r
Grand as Grand: Grand::p/Base::q/Child::r
Base::p Base::p|Child::r Base::p
Base::p Base::p|Child::r
Base::p
NULL
NULL
Child::p
Base::p Base::p Base::p Base::qBase::p
Other as Other: Other::p/Other::q/Other::r
none none Other::p Other::qOther::p
Base::p,Base::r Child::p,Child::r Child::p,Child::r top
Base::p,Base::q Child::p,Base::q Grand::p,Base::q
