--TEST--
Output handler flags, refusals, ob_get_status sizes, disabled handlers, bad callbacks
--FILE--
<?php
// Handler flags: what each ob_* function refuses, and ob_get_status() as the buffers change.
function h($s, $m) { return $s; }
function f($s, $m) { return false; }
$log = [];
set_error_handler(function ($no, $msg) use (&$log) { $log[] = $msg; return true; });
foreach ([0, PHP_OUTPUT_HANDLER_CLEANABLE, PHP_OUTPUT_HANDLER_FLUSHABLE, PHP_OUTPUT_HANDLER_REMOVABLE] as $fl) {
    ob_start(null, 0, $fl);
    echo "x";
    $r = [ob_clean(), ob_flush(), ob_end_clean(), ob_end_flush(), ob_get_clean(), ob_get_flush()];
    $st = ob_get_status();
    while (ob_get_level()) { if (!@ob_end_clean()) { ob_start(); break; } }
    while (ob_get_level()) { $l = ob_get_level(); @ob_end_flush(); if (ob_get_level() == $l) break; }
    echo "\n", json_encode($r), " ", json_encode($st), "\n";
}
restore_error_handler();
print_r($log);
ob_start('h', 10);
echo str_repeat('a', 5);
$a = ob_get_status();
echo str_repeat('b', 20);
$b = ob_get_status();
ob_start('f');
echo "zz";
ob_flush();
echo str_repeat('c', 50);
$c = ob_get_status(true);
ob_end_flush();
ob_start();
echo str_repeat('d', 16384);
$d = ob_get_status();
ob_start(null, 1);
$f = ob_get_status();
ob_start(null, 4097);
$g = ob_get_status();
ob_end_clean(); ob_end_clean(); ob_end_clean();
ob_end_clean();
echo "\n";
var_dump($a, $b, $c, $d, $f, $g);
ob_start(function ($s) { echo "[echoed]"; return false; });
echo "data";
ob_end_flush();
echo "\n";
var_dump(ob_start('no_such_function'), ob_start([1, 2, 3]), ob_start(42), ob_get_level());
var_dump(ini_set('output_handler', 'h'), ini_set('output_buffering', '4096'), ini_get('output_handler'));
--EXPECTF--
x
[false,false,false,false,"x","x"] {"name":"default output handler","type":0,"flags":0,"level":0,"chunk_size":0,"buffer_size":16384,"buffer_used":1}

[true,false,false,false,"",""] {"name":"default output handler","type":0,"flags":20496,"level":1,"chunk_size":0,"buffer_size":16384,"buffer_used":0}
x
[false,true,false,false,"",""] {"name":"default output handler","type":0,"flags":20512,"level":2,"chunk_size":0,"buffer_size":16384,"buffer_used":0}

[false,false,true,false,"\n[false,true,false,false,\"\",\"\"] {\"name\":\"default output handler\",\"type\":0,\"flags\":20512,\"level\":2,\"chunk_size\":0,\"buffer_size\":16384,\"buffer_used\":0}\n","\n[false,true,false,false,\"\",\"\"] {\"name\":\"default output handler\",\"type\":0,\"flags\":20512,\"level\":2,\"chunk_size\":0,\"buffer_size\":16384,\"buffer_used\":0}\n"] {"name":"default output handler","type":0,"flags":20512,"level":2,"chunk_size":0,"buffer_size":16384,"buffer_used":150}
Array
(
    [0] => ob_clean(): Failed to delete buffer of default output handler (0)
    [1] => ob_flush(): Failed to flush buffer of default output handler (0)
    [2] => ob_end_clean(): Failed to discard buffer of default output handler (0)
    [3] => ob_end_flush(): Failed to send buffer of default output handler (0)
    [4] => ob_get_clean(): Failed to discard buffer of default output handler (0)
    [5] => ob_get_clean(): Failed to delete buffer of default output handler (0)
    [6] => ob_get_flush(): Failed to send buffer of default output handler (0)
    [7] => ob_get_flush(): Failed to delete buffer of default output handler (0)
    [8] => ob_end_clean(): Failed to discard buffer of default output handler (0)
    [9] => ob_end_flush(): Failed to send buffer of default output handler (0)
    [10] => ob_flush(): Failed to flush buffer of default output handler (1)
    [11] => ob_end_clean(): Failed to discard buffer of default output handler (1)
    [12] => ob_end_flush(): Failed to send buffer of default output handler (1)
    [13] => ob_get_clean(): Failed to discard buffer of default output handler (1)
    [14] => ob_get_clean(): Failed to delete buffer of default output handler (1)
    [15] => ob_get_flush(): Failed to send buffer of default output handler (1)
    [16] => ob_get_flush(): Failed to delete buffer of default output handler (1)
    [17] => ob_end_clean(): Failed to discard buffer of default output handler (1)
    [18] => ob_end_flush(): Failed to send buffer of default output handler (1)
    [19] => ob_clean(): Failed to delete buffer of default output handler (2)
    [20] => ob_end_clean(): Failed to discard buffer of default output handler (2)
    [21] => ob_end_flush(): Failed to send buffer of default output handler (2)
    [22] => ob_get_clean(): Failed to discard buffer of default output handler (2)
    [23] => ob_get_clean(): Failed to delete buffer of default output handler (2)
    [24] => ob_get_flush(): Failed to send buffer of default output handler (2)
    [25] => ob_get_flush(): Failed to delete buffer of default output handler (2)
    [26] => ob_end_clean(): Failed to discard buffer of default output handler (2)
    [27] => ob_end_flush(): Failed to send buffer of default output handler (2)
    [28] => ob_clean(): Failed to delete buffer of default output handler (3)
    [29] => ob_flush(): Failed to flush buffer of default output handler (3)
    [30] => ob_end_flush(): Failed to send buffer of default output handler (2)
    [31] => ob_get_clean(): Failed to discard buffer of default output handler (2)
    [32] => ob_get_clean(): Failed to delete buffer of default output handler (2)
    [33] => ob_get_flush(): Failed to send buffer of default output handler (2)
    [34] => ob_get_flush(): Failed to delete buffer of default output handler (2)
    [35] => ob_end_clean(): Failed to discard buffer of default output handler (2)
    [36] => ob_end_flush(): Failed to send buffer of default output handler (2)
)
aaaaabbbbbbbbbbbbbbbbbbbbzzcccccccccccccccccccccccccccccccccccccccccccccccccc
array(7) {
  ["name"]=>
  string(1) "h"
  ["type"]=>
  int(1)
  ["flags"]=>
  int(113)
  ["level"]=>
  int(3)
  ["chunk_size"]=>
  int(10)
  ["buffer_size"]=>
  int(4096)
  ["buffer_used"]=>
  int(5)
}
array(7) {
  ["name"]=>
  string(1) "h"
  ["type"]=>
  int(1)
  ["flags"]=>
  int(20593)
  ["level"]=>
  int(3)
  ["chunk_size"]=>
  int(10)
  ["buffer_size"]=>
  int(4096)
  ["buffer_used"]=>
  int(0)
}
array(5) {
  [0]=>
  array(7) {
    ["name"]=>
    string(22) "default output handler"
    ["type"]=>
    int(0)
    ["flags"]=>
    int(0)
    ["level"]=>
    int(0)
    ["chunk_size"]=>
    int(0)
    ["buffer_size"]=>
    int(16384)
    ["buffer_used"]=>
    int(150)
  }
  [1]=>
  array(7) {
    ["name"]=>
    string(22) "default output handler"
    ["type"]=>
    int(0)
    ["flags"]=>
    int(20496)
    ["level"]=>
    int(1)
    ["chunk_size"]=>
    int(0)
    ["buffer_size"]=>
    int(16384)
    ["buffer_used"]=>
    int(151)
  }
  [2]=>
  array(7) {
    ["name"]=>
    string(22) "default output handler"
    ["type"]=>
    int(0)
    ["flags"]=>
    int(20512)
    ["level"]=>
    int(2)
    ["chunk_size"]=>
    int(0)
    ["buffer_size"]=>
    int(16384)
    ["buffer_used"]=>
    int(3717)
  }
  [3]=>
  array(7) {
    ["name"]=>
    string(1) "h"
    ["type"]=>
    int(1)
    ["flags"]=>
    int(20593)
    ["level"]=>
    int(3)
    ["chunk_size"]=>
    int(10)
    ["buffer_size"]=>
    int(4096)
    ["buffer_used"]=>
    int(0)
  }
  [4]=>
  array(7) {
    ["name"]=>
    string(1) "f"
    ["type"]=>
    int(1)
    ["flags"]=>
    int(12401)
    ["level"]=>
    int(4)
    ["chunk_size"]=>
    int(0)
    ["buffer_size"]=>
    int(0)
    ["buffer_used"]=>
    int(0)
  }
}
array(7) {
  ["name"]=>
  string(22) "default output handler"
  ["type"]=>
  int(0)
  ["flags"]=>
  int(112)
  ["level"]=>
  int(4)
  ["chunk_size"]=>
  int(0)
  ["buffer_size"]=>
  int(32768)
  ["buffer_used"]=>
  int(16384)
}
array(7) {
  ["name"]=>
  string(22) "default output handler"
  ["type"]=>
  int(0)
  ["flags"]=>
  int(112)
  ["level"]=>
  int(5)
  ["chunk_size"]=>
  int(1)
  ["buffer_size"]=>
  int(16384)
  ["buffer_used"]=>
  int(0)
}
array(7) {
  ["name"]=>
  string(22) "default output handler"
  ["type"]=>
  int(0)
  ["flags"]=>
  int(112)
  ["level"]=>
  int(6)
  ["chunk_size"]=>
  int(4097)
  ["buffer_size"]=>
  int(8192)
  ["buffer_used"]=>
  int(0)
}
data[echoed]

Warning: ob_start(): function "no_such_function" not found or invalid function name in %s on line 44

Notice: ob_start(): Failed to create buffer in %s on line 44

Warning: ob_start(): array callback must have exactly two members in %s on line 44

Notice: ob_start(): Failed to create buffer in %s on line 44

Warning: ob_start(): no array or string given in %s on line 44

Notice: ob_start(): Failed to create buffer in %s on line 44
bool(false)
bool(false)
bool(false)
int(3)
bool(false)
bool(false)
string(0) ""
