--TEST--
session_set_save_handler's shutdown registration: the session is written after the user's shutdown functions and before destructors; without it, at the request's end after the destructors
--FILE--
<?php
ob_start();
$d = sys_get_temp_dir() . '/hop-sess-shut';
@mkdir($d);
class H extends SessionHandler {
    function __construct(public string $tag) {}
    function write(string $i, string $d): bool { echo "{$this->tag} write $d\n"; return parent::write($i, $d); }
    function close(): bool { echo "{$this->tag} close\n"; return parent::close(); }
    function __destruct() { echo "{$this->tag} dtor\n"; }
}
ini_set('session.save_path', $d);
session_set_save_handler(new H('first'));
session_set_save_handler(new H('second'));
session_id('shutdowntest');
session_start();
$_SESSION['a'] = 1;
register_shutdown_function(function () { echo "user shutdown\n"; });
register_shutdown_function(function () use ($d) { echo "user shutdown 2, status ", session_status(), "\n"; });
echo "end\n";
--EXPECTF--
first dtor
end
user shutdown
user shutdown 2, status 2
second write a|i:1;
second close
second dtor
