--TEST--
fuzz: string offset keys
--FILE--
<?php
// String offsets: integer strings only; a leading-integer one warns (also under ??),
// float strings and ints beyond the range throw.
$s = "abcdef";
foreach (["1.5", "1x", "1.5x", "9223372036854775808", " 1", "1 ", "1e1", "-1", "0x1", "", "abc"] as $k) {
  echo "== '$k'\n";
  try { var_dump($s[$k]); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
  try { var_dump($s[$k] ?? 'default'); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
  try { var_dump(isset($s[$k]), empty($s[$k])); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
  try { $t = $s; $t[$k] = 'Z'; var_dump($t); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
--EXPECTF--
== '1.5'
TypeError: Cannot access offset of type string on string
string(7) "default"
bool(false)
bool(true)
TypeError: Cannot access offset of type string on string
== '1x'

Warning: Illegal string offset "1x" in %s on line 7
string(1) "b"

Warning: Illegal string offset "1x" in %s on line 8
string(1) "b"
bool(false)
bool(true)

Warning: Illegal string offset "1x" in %s on line 10
string(6) "aZcdef"
== '1.5x'
TypeError: Cannot access offset of type string on string
string(7) "default"
bool(false)
bool(true)
TypeError: Cannot access offset of type string on string
== '9223372036854775808'
TypeError: Cannot access offset of type string on string
string(7) "default"
bool(false)
bool(true)
TypeError: Cannot access offset of type string on string
== ' 1'
string(1) "b"
string(1) "b"
bool(true)
bool(false)
string(6) "aZcdef"
== '1 '
string(1) "b"
string(1) "b"
bool(true)
bool(false)
string(6) "aZcdef"
== '1e1'
TypeError: Cannot access offset of type string on string
string(7) "default"
bool(false)
bool(true)
TypeError: Cannot access offset of type string on string
== '-1'
string(1) "f"
string(1) "f"
bool(true)
bool(false)
string(6) "abcdeZ"
== '0x1'

Warning: Illegal string offset "0x1" in %s on line 7
string(1) "a"

Warning: Illegal string offset "0x1" in %s on line 8
string(1) "a"
bool(false)
bool(true)

Warning: Illegal string offset "0x1" in %s on line 10
string(6) "Zbcdef"
== ''
TypeError: Cannot access offset of type string on string
string(7) "default"
bool(false)
bool(true)
TypeError: Cannot access offset of type string on string
== 'abc'
TypeError: Cannot access offset of type string on string
string(7) "default"
bool(false)
bool(true)
TypeError: Cannot access offset of type string on string
