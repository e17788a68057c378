--TEST--
password_hash/verify/get_info/needs_rehash with bcrypt and argon2
--FILE--
<?php
$h = password_hash("secret", PASSWORD_DEFAULT, ["cost" => 4]);
var_dump(strlen($h), substr($h, 0, 7), password_verify("secret", $h), password_verify("wrong", $h));
var_dump(password_get_info($h), password_needs_rehash($h, PASSWORD_BCRYPT, ["cost" => 4]), password_needs_rehash($h, PASSWORD_BCRYPT), password_needs_rehash($h, PASSWORD_ARGON2ID));
foreach ([PASSWORD_ARGON2I, PASSWORD_ARGON2ID] as $algo) {
    $a = password_hash("secret", $algo, ["memory_cost" => 1024, "time_cost" => 2, "threads" => 1]);
    var_dump(substr($a, 0, strpos($a, '$', 20) + 1), password_verify("secret", $a), password_verify("nope", $a));
    var_dump(password_get_info($a), password_needs_rehash($a, $algo, ["memory_cost" => 1024, "time_cost" => 2, "threads" => 1]), password_needs_rehash($a, $algo));
}
var_dump(password_verify("rasmuslerdorf", '$2y$07$BCryptRequires22Chrcte/VlQH0piJtjXl.0t1XkA8pw9dMXTpOq'));
var_dump(password_verify("rasmuslerdorf", '$1$rasmusle$rISCgZzpwk3UhDidwXvin0'), password_verify("x", ""));
var_dump(password_algos(), PASSWORD_DEFAULT, PASSWORD_BCRYPT_DEFAULT_COST, PASSWORD_ARGON2_DEFAULT_MEMORY_COST, PASSWORD_ARGON2_PROVIDER);
foreach ([fn() => password_hash("x", PASSWORD_BCRYPT, ["cost" => 32]), fn() => password_hash("x", "nope"), fn() => password_hash("a\0b", PASSWORD_BCRYPT),
          fn() => password_hash("x", PASSWORD_ARGON2ID, ["memory_cost" => 1]), fn() => password_hash("x", PASSWORD_ARGON2ID, ["time_cost" => 0]),
          fn() => password_hash("x", PASSWORD_ARGON2ID, ["threads" => 0])] as $f) {
    try { $f(); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
}
var_dump(strlen(password_hash("x", PASSWORD_BCRYPT, ["cost" => 4, "salt" => "ignoredignoredignored12"])));
--EXPECTF--
int(60)
string(7) "$2y$04$"
bool(true)
bool(false)
array(3) {
  ["algo"]=>
  string(2) "2y"
  ["algoName"]=>
  string(6) "bcrypt"
  ["options"]=>
  array(1) {
    ["cost"]=>
    int(4)
  }
}
bool(false)
bool(true)
bool(true)
string(29) "$argon2i$v=19$m=1024,t=2,p=1$"
bool(true)
bool(false)
array(3) {
  ["algo"]=>
  string(7) "argon2i"
  ["algoName"]=>
  string(7) "argon2i"
  ["options"]=>
  array(3) {
    ["memory_cost"]=>
    int(1024)
    ["time_cost"]=>
    int(2)
    ["threads"]=>
    int(1)
  }
}
bool(false)
bool(true)
string(30) "$argon2id$v=19$m=1024,t=2,p=1$"
bool(true)
bool(false)
array(3) {
  ["algo"]=>
  string(8) "argon2id"
  ["algoName"]=>
  string(8) "argon2id"
  ["options"]=>
  array(3) {
    ["memory_cost"]=>
    int(1024)
    ["time_cost"]=>
    int(2)
    ["threads"]=>
    int(1)
  }
}
bool(false)
bool(true)
bool(true)
bool(true)
bool(false)
array(3) {
  [0]=>
  string(2) "2y"
  [1]=>
  string(7) "argon2i"
  [2]=>
  string(8) "argon2id"
}
string(2) "2y"
int(10)
int(65536)
string(8) "standard"
Invalid bcrypt cost parameter specified: 32
password_hash(): Argument #2 ($algo) must be a valid password hashing algorithm
Bcrypt password must not contain null character
Memory cost is outside of allowed memory range
Time cost is outside of allowed time range
Invalid number of threads

Warning: password_hash(): The "salt" option has been ignored, since providing a custom salt is no longer supported in %s on line 18
int(60)
