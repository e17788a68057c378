--TEST--
session_set_save_handler: a SessionHandler subclass, a class of the interfaces (create_sid, validateId, updateTimestamp with lazy_write and strict mode), callables
--FILE--
<?php
ob_start();
$d = sys_get_temp_dir() . '/hop-sess-' . getmypid() . '/hop-sess-user';   // one directory per run: runs overlap
@mkdir($d, 0777, true);
ini_set('session.save_path', $d); ini_set('session.gc_probability', '0');   // php's 1-in-100 session gc would log "gc"
class Logged extends SessionHandler {
    public function open(string $path, string $name): bool { echo "open $name\n"; return parent::open($path, $name); }
    public function read(string $id): string|false { $r = parent::read($id); echo "read ", strlen($id), " [$r]\n"; return $r; }
    public function write(string $id, string $data): bool { echo "write [$data]\n"; return parent::write($id, $data); }
    public function close(): bool { echo "close\n"; return parent::close(); }
    public function destroy(string $id): bool { echo "destroy\n"; return parent::destroy($id); }
}
var_dump(session_set_save_handler(new Logged), ini_get('session.save_handler'), session_module_name());
session_id('abc123');
session_start();
$_SESSION['n'] = ($_SESSION['n'] ?? 0) + 1;
session_write_close();
session_start();
var_dump($_SESSION);
session_destroy();

class Mem implements SessionHandlerInterface, SessionIdInterface, SessionUpdateTimestampHandlerInterface {
    public static $store = [];
    public function open(string $path, string $name): bool { echo __FUNCTION__, "\n"; return true; }
    public function close(): bool { echo __FUNCTION__, "\n"; return true; }
    public function read(string $id): string|false { echo __FUNCTION__, " $id\n"; return self::$store[$id] ?? ''; }
    public function write(string $id, string $data): bool { echo __FUNCTION__, " $id $data\n"; self::$store[$id] = $data; return true; }
    public function destroy(string $id): bool { echo __FUNCTION__, " $id\n"; unset(self::$store[$id]); return true; }
    public function gc(int $max): int|false { echo __FUNCTION__, "\n"; return 0; }
    public function create_sid(): string { echo __FUNCTION__, "\n"; return 'memid' . count(self::$store); }
    public function validateId(string $id): bool { echo __FUNCTION__, " $id\n"; return isset(self::$store[$id]); }
    public function updateTimestamp(string $id, string $data): bool { echo __FUNCTION__, " $id\n"; return true; }
}
var_dump(session_set_save_handler(new Mem, false));
ini_set('session.use_strict_mode', 1);
session_id('unknown');
session_start();
echo session_id(), "\n";
$_SESSION['x'] = 1;
session_write_close();
session_start();
session_write_close();   // unchanged: updateTimestamp
session_start();
$_SESSION['x'] = 2;
var_dump(session_regenerate_id(true), session_id());
session_write_close();
var_dump(Mem::$store);
ini_set('session.use_strict_mode', 0);

session_set_save_handler(
    function ($p, $n) { echo "fopen\n"; return true; },
    function () { echo "fclose\n"; return true; },
    function ($id) { echo "fread $id\n"; return 'v|s:3:"abc";'; },
    function ($id, $data) { echo "fwrite $data\n"; return false; },
    function ($id) { return true; },
    function ($max) { return 1; }
);
session_id('procid');
session_start();
var_dump($_SESSION, session_gc());
$_SESSION['v'] = 'changed';
var_dump(session_write_close());
try {
    session_set_save_handler(new stdClass);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
session_set_save_handler(function () { return 1; }, fn() => true, fn() => false, fn() => true, fn() => true, fn() => 0);
var_dump(session_start(), session_status());
session_set_save_handler(function () { return "x"; }, fn() => true, fn() => '', fn() => true, fn() => true, fn() => 0);
try {
    session_start();
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump(session_status());
$h = new SessionHandler;
try {
    $h->open('', '');
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
foreach (glob("$d/*") as $f) @unlink($f); @rmdir($d); @rmdir(dirname($d));
echo "done\n";
--EXPECTF--
bool(true)
string(4) "user"
string(4) "user"
open PHPSESSID
read 6 []
write [n|i:1;]
close
open PHPSESSID
read 6 [n|i:1;]
array(1) {
  ["n"]=>
  int(1)
}
destroy
close
bool(true)
open
validateId unknown
create_sid
read memid0
memid0
write memid0 x|i:1;
close
open
validateId memid0
read memid0
updateTimestamp memid0
close
open
validateId memid0
read memid0
destroy memid0
close
open
create_sid
validateId memid0
read memid0
bool(true)
string(6) "memid0"
write memid0 x|i:2;
close
array(1) {
  ["memid0"]=>
  string(6) "x|i:2;"
}
fopen
fread procid
array(1) {
  ["v"]=>
  string(3) "abc"
}
int(1)
fwrite v|s:7:"changed";

Warning: session_write_close(): Failed to write session data using user defined save handler. (session.save_path: %s/hop-sess-user, handler: write) in %s on line 62
fclose
bool(true)
session_set_save_handler(): Argument #1 ($open) must be of type SessionHandlerInterface, stdClass given

Fatal error: Uncaught TypeError: Session callback must have a return value of type bool, int returned in %s:69
Stack trace:
#0 %s(69): session_start()
#1 {main}
  thrown in %s on line 69
