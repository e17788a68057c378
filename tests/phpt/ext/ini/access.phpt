--TEST--
ini_set/ini_restore refuse PHP_INI_SYSTEM and PHP_INI_PERDIR directives
--FILE--
<?php
// PHP_INI_SYSTEM and PHP_INI_PERDIR directives cannot be changed by a script
foreach (['allow_url_fopen', 'allow_url_include', 'extension_dir', 'short_open_tag', 'output_buffering',
          'max_input_time', 'post_max_size', 'register_argc_argv', 'auto_prepend_file', 'hard_timeout',
          'disable_functions', 'upload_max_filesize', 'file_uploads', 'enable_dl'] as $name) {
    $before = ini_get($name);
    var_dump($name, ini_set($name, '0'), ini_get($name) === $before);
    ini_restore($name);
    var_dump(ini_get($name) === $before);
}
$all = ini_get_all();
foreach (['allow_url_fopen', 'short_open_tag', 'precision', 'memory_limit', 'date.timezone', 'error_reporting'] as $n)
    echo $n, ': ', $all[$n]['access'], "\n";
--EXPECT--
string(15) "allow_url_fopen"
bool(false)
bool(true)
bool(true)
string(17) "allow_url_include"
bool(false)
bool(true)
bool(true)
string(13) "extension_dir"
bool(false)
bool(true)
bool(true)
string(14) "short_open_tag"
bool(false)
bool(true)
bool(true)
string(16) "output_buffering"
bool(false)
bool(true)
bool(true)
string(14) "max_input_time"
bool(false)
bool(true)
bool(true)
string(13) "post_max_size"
bool(false)
bool(true)
bool(true)
string(18) "register_argc_argv"
bool(false)
bool(true)
bool(true)
string(17) "auto_prepend_file"
bool(false)
bool(true)
bool(true)
string(12) "hard_timeout"
bool(false)
bool(true)
bool(true)
string(17) "disable_functions"
bool(false)
bool(true)
bool(true)
string(19) "upload_max_filesize"
bool(false)
bool(true)
bool(true)
string(12) "file_uploads"
bool(false)
bool(true)
bool(true)
string(9) "enable_dl"
bool(false)
bool(true)
bool(true)
allow_url_fopen: 4
short_open_tag: 6
precision: 7
memory_limit: 7
date.timezone: 7
error_reporting: 7
