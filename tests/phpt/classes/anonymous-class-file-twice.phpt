--TEST--
A file returning an anonymous class required twice
--FILE--
<?php
// A file that returns an anonymous class, required twice (as migration or
// config files are): both objects work, no name clash.
if (isset($again)) {
    return new class {
        public $n = 0;
        public function up() { return ++$this->n; }
    };
}
$again = true;
$first = require __FILE__;
$second = require __FILE__;
var_dump($first->up(), $first->up(), $second->up());
var_dump(get_class_methods($second), str_starts_with(get_class($first), "class@anonymous"));
--EXPECT--
int(1)
int(2)
int(1)
array(1) {
  [0]=>
  string(2) "up"
}
bool(true)
