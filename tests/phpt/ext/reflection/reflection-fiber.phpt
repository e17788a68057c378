--TEST--
ReflectionFiber and ReflectionGenerator::getTrace
--FILE--
<?php
// ReflectionFiber and ReflectionGenerator::getTrace.
function t(array $trace): array {
    foreach ($trace as &$e) if (isset($e['file'])) $e['file'] = basename($e['file']) === basename(__FILE__) ? 'FILE' : $e['file'];
    return $trace;
}
function suspend_fiber(int $x): void { Fiber::suspend(); }
class Test { public function __invoke(string $arg): void { suspend_fiber(5); } }
$f = new Fiber(new Test);
$r = new ReflectionFiber($f);
var_dump($r->getFiber() === $f, $r->getCallable());
foreach (['getExecutingLine', 'getExecutingFile', 'getTrace'] as $m) {
    try { $r->$m(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$f->start("abc");
var_dump($r->getExecutingLine(), $r->getExecutingFile() === __FILE__);
var_dump(t($r->getTrace()));
var_dump(t($r->getTrace(DEBUG_BACKTRACE_IGNORE_ARGS)));
$g = new Fiber(function () use (&$g) {
    $r = new ReflectionFiber($g);
    var_dump($r->getExecutingLine());
    var_dump(t($r->getTrace()));
    Fiber::suspend();
});
$g->start();
$f->resume();
try { $r->getExecutingLine(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $r->getCallable(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new ReflectionFiber(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$rc = new ReflectionClass('ReflectionFiber');
var_dump($rc->isFinal(), array_map(fn($m) => $m->name, $rc->getMethods()));

function gen() { yield 1; }
function outer() { yield from gen(); }
$o = outer(); $o->current();
var_dump(t((new ReflectionGenerator($o))->getTrace()));
$o2 = gen(); $o2->current();
var_dump(t((new ReflectionGenerator($o2))->getTrace()));
class K { function m($a) { yield from gen(); } }
$o3 = (new K)->m(7); $o3->current();
var_dump(t((new ReflectionGenerator($o3))->getTrace()));
var_dump(t((new ReflectionGenerator($o3))->getTrace(0)));
var_dump(t((new ReflectionGenerator($o3))->getTrace(DEBUG_BACKTRACE_IGNORE_ARGS)));
$rg = new ReflectionGenerator($o3);
$o3->next();
try { $rg->getTrace(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(method_exists('WeakReference', '__construct'), (new ReflectionClass('WeakReference'))->getConstructor()->name);
try { new WeakReference; } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump((new ReflectionClass('Closure'))->hasMethod('__invoke'), (new ReflectionClass('Closure'))->hasMethod('__INVOKE'), method_exists('Closure', '__invoke'), method_exists(fn() => 1, '__invoke'));
--EXPECT--
bool(true)
object(Test)#2 (0) {
}
Error: Cannot fetch information from a fiber that has not been started or is terminated
Error: Cannot fetch information from a fiber that has not been started or is terminated
Error: Cannot fetch information from a fiber that has not been started or is terminated
int(7)
bool(true)
array(3) {
  [0]=>
  array(6) {
    ["file"]=>
    string(4) "FILE"
    ["line"]=>
    int(7)
    ["function"]=>
    string(7) "suspend"
    ["class"]=>
    string(5) "Fiber"
    ["type"]=>
    string(2) "::"
    ["args"]=>
    array(0) {
    }
  }
  [1]=>
  array(4) {
    ["file"]=>
    string(4) "FILE"
    ["line"]=>
    int(8)
    ["function"]=>
    string(13) "suspend_fiber"
    ["args"]=>
    array(1) {
      [0]=>
      int(5)
    }
  }
  [2]=>
  array(5) {
    ["function"]=>
    string(8) "__invoke"
    ["class"]=>
    string(4) "Test"
    ["object"]=>
    object(Test)#2 (0) {
    }
    ["type"]=>
    string(2) "->"
    ["args"]=>
    array(1) {
      [0]=>
      string(3) "abc"
    }
  }
}
array(3) {
  [0]=>
  array(5) {
    ["file"]=>
    string(4) "FILE"
    ["line"]=>
    int(7)
    ["function"]=>
    string(7) "suspend"
    ["class"]=>
    string(5) "Fiber"
    ["type"]=>
    string(2) "::"
  }
  [1]=>
  array(3) {
    ["file"]=>
    string(4) "FILE"
    ["line"]=>
    int(8)
    ["function"]=>
    string(13) "suspend_fiber"
  }
  [2]=>
  array(3) {
    ["function"]=>
    string(8) "__invoke"
    ["class"]=>
    string(4) "Test"
    ["type"]=>
    string(2) "->"
  }
}
int(21)
array(2) {
  [0]=>
  array(7) {
    ["file"]=>
    string(4) "FILE"
    ["line"]=>
    int(22)
    ["function"]=>
    string(8) "getTrace"
    ["class"]=>
    string(15) "ReflectionFiber"
    ["object"]=>
    object(ReflectionFiber)#7 (0) {
    }
    ["type"]=>
    string(2) "->"
    ["args"]=>
    array(0) {
    }
  }
  [1]=>
  array(2) {
    ["function"]=>
    string(9) "{closure}"
    ["args"]=>
    array(0) {
    }
  }
}
Error: Cannot fetch information from a fiber that has not been started or is terminated
Error: Cannot fetch the callable from a fiber that has terminated
ArgumentCountError: ReflectionFiber::__construct() expects exactly 1 argument, 0 given
bool(true)
array(6) {
  [0]=>
  string(11) "__construct"
  [1]=>
  string(8) "getFiber"
  [2]=>
  string(16) "getExecutingFile"
  [3]=>
  string(16) "getExecutingLine"
  [4]=>
  string(11) "getCallable"
  [5]=>
  string(8) "getTrace"
}
array(2) {
  [0]=>
  array(4) {
    ["file"]=>
    string(4) "FILE"
    ["line"]=>
    int(34)
    ["function"]=>
    string(3) "gen"
    ["args"]=>
    array(0) {
    }
  }
  [1]=>
  array(2) {
    ["function"]=>
    string(5) "outer"
    ["args"]=>
    array(0) {
    }
  }
}
array(1) {
  [0]=>
  array(2) {
    ["function"]=>
    string(3) "gen"
    ["args"]=>
    array(0) {
    }
  }
}
array(2) {
  [0]=>
  array(4) {
    ["file"]=>
    string(4) "FILE"
    ["line"]=>
    int(39)
    ["function"]=>
    string(3) "gen"
    ["args"]=>
    array(0) {
    }
  }
  [1]=>
  array(5) {
    ["function"]=>
    string(1) "m"
    ["class"]=>
    string(1) "K"
    ["object"]=>
    object(K)#11 (0) {
    }
    ["type"]=>
    string(2) "->"
    ["args"]=>
    array(1) {
      [0]=>
      int(7)
    }
  }
}
array(2) {
  [0]=>
  array(4) {
    ["file"]=>
    string(4) "FILE"
    ["line"]=>
    int(39)
    ["function"]=>
    string(3) "gen"
    ["args"]=>
    array(0) {
    }
  }
  [1]=>
  array(4) {
    ["function"]=>
    string(1) "m"
    ["class"]=>
    string(1) "K"
    ["type"]=>
    string(2) "->"
    ["args"]=>
    array(1) {
      [0]=>
      int(7)
    }
  }
}
array(2) {
  [0]=>
  array(3) {
    ["file"]=>
    string(4) "FILE"
    ["line"]=>
    int(39)
    ["function"]=>
    string(3) "gen"
  }
  [1]=>
  array(3) {
    ["function"]=>
    string(1) "m"
    ["class"]=>
    string(1) "K"
    ["type"]=>
    string(2) "->"
  }
}
ReflectionException: Cannot fetch information from a terminated Generator
bool(true)
string(11) "__construct"
Direct instantiation of WeakReference is not allowed, use WeakReference::create instead
bool(true)
bool(true)
bool(true)
bool(true)
