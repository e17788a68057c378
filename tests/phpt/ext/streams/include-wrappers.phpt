--TEST--
include through user wrappers and php://filter
--FILE--
<?php
// include through stream wrappers
class VV { public $context; private $d = "<?php echo 'from wrapper ', __FILE__, \"\\n\"; return 42;"; private $p = 0;
 function stream_open($path, $mode, $o, &$op) { echo "open $mode $o\n"; return true; }
 function stream_read($n) { $r = substr($this->d, $this->p, $n); $this->p += strlen($r); return $r; }
 function stream_eof() { return $this->p >= strlen($this->d); }
 function stream_stat() { return []; }
 function stream_set_option($o, $a, $b) { return false; }
}
stream_wrapper_register("vv", "VV");
var_dump(include "vv://x.php");
var_dump(include_once "vv://x.php");
var_dump(@include "data://text/plain,<?php echo 1;");
$fn = sys_get_temp_dir() . "/hop-inc-" . getmypid() . ".php";
file_put_contents($fn, "<?php return 'x';");
var_dump(include "php://filter/read=string.toupper/resource=$fn");
unlink($fn);
--EXPECT--
open rb 65665
from wrapper vv://x.php
int(42)
open rb 65665
bool(true)
bool(false)
string(1) "X"
