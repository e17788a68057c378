--TEST--
ini_get_all() by module, ReflectionExtension::getINIEntries()
--FILE--
<?php
// ini_get_all by module: php's lowercase module key; "core" lists every directive
var_dump(ini_get_all('date'));
var_dump(array_keys(ini_get_all('pcre', false)));
var_dump(count(ini_get_all('core')) === count(ini_get_all()));
var_dump(ini_get_all('Core'));
var_dump(ini_get_all('SPL'));
var_dump(ini_get_all('spl'));
var_dump(ini_get_all('json'));
var_dump(ini_get_all('no_such_module'));
var_dump(array_keys(ini_get_all('mbstring')));
var_dump(ini_get_all('mbstring')['mbstring.detect_order']);
var_dump(ini_get_all('iconv', false));
var_dump(array_keys(ini_get_all('standard', false)));
var_dump(array_keys(ini_get_all('zlib', false)));
var_dump(array_keys(ini_get_all('intl', false)));
var_dump(ini_get('mysqli.default_port'), ini_get('gd.jpeg_ignore_warning'));
$r = new ReflectionExtension('date');
var_dump($r->getINIEntries());
$r = new ReflectionExtension('mbstring');
var_dump(array_keys($r->getINIEntries()));
$r = new ReflectionExtension('Core');
var_dump(count($r->getINIEntries()) < count(ini_get_all()));
--EXPECTF--
array(5) {
  ["date.default_latitude"]=>
  array(3) {
    ["global_value"]=>
    string(7) "31.7667"
    ["local_value"]=>
    string(7) "31.7667"
    ["access"]=>
    int(7)
  }
  ["date.default_longitude"]=>
  array(3) {
    ["global_value"]=>
    string(7) "35.2333"
    ["local_value"]=>
    string(7) "35.2333"
    ["access"]=>
    int(7)
  }
  ["date.sunrise_zenith"]=>
  array(3) {
    ["global_value"]=>
    string(9) "90.833333"
    ["local_value"]=>
    string(9) "90.833333"
    ["access"]=>
    int(7)
  }
  ["date.sunset_zenith"]=>
  array(3) {
    ["global_value"]=>
    string(9) "90.833333"
    ["local_value"]=>
    string(9) "90.833333"
    ["access"]=>
    int(7)
  }
  ["date.timezone"]=>
  array(3) {
    ["global_value"]=>
    string(3) "UTC"
    ["local_value"]=>
    string(3) "UTC"
    ["access"]=>
    int(7)
  }
}
array(3) {
  [0]=>
  string(20) "pcre.backtrack_limit"
  [1]=>
  string(8) "pcre.jit"
  [2]=>
  string(20) "pcre.recursion_limit"
}
bool(true)

Warning: ini_get_all(): Extension "Core" cannot be found in %s on line 6
bool(false)

Warning: ini_get_all(): Extension "SPL" cannot be found in %s on line 7
bool(false)
array(0) {
}
array(0) {
}

Warning: ini_get_all(): Extension "no_such_module" cannot be found in %s on line 10
bool(false)
array(11) {
  [0]=>
  string(21) "mbstring.detect_order"
  [1]=>
  string(29) "mbstring.encoding_translation"
  [2]=>
  string(19) "mbstring.http_input"
  [3]=>
  string(20) "mbstring.http_output"
  [4]=>
  string(35) "mbstring.http_output_conv_mimetypes"
  [5]=>
  string(26) "mbstring.internal_encoding"
  [6]=>
  string(17) "mbstring.language"
  [7]=>
  string(26) "mbstring.regex_retry_limit"
  [8]=>
  string(26) "mbstring.regex_stack_limit"
  [9]=>
  string(25) "mbstring.strict_detection"
  [10]=>
  string(29) "mbstring.substitute_character"
}
array(3) {
  ["global_value"]=>
  NULL
  ["local_value"]=>
  NULL
  ["access"]=>
  int(7)
}
array(3) {
  ["iconv.input_encoding"]=>
  string(0) ""
  ["iconv.internal_encoding"]=>
  string(0) ""
  ["iconv.output_encoding"]=>
  string(0) ""
}
array(14) {
  [0]=>
  string(13) "assert.active"
  [1]=>
  string(11) "assert.bail"
  [2]=>
  string(15) "assert.callback"
  [3]=>
  string(16) "assert.exception"
  [4]=>
  string(14) "assert.warning"
  [5]=>
  string(24) "auto_detect_line_endings"
  [6]=>
  string(22) "default_socket_timeout"
  [7]=>
  string(4) "from"
  [8]=>
  string(23) "session.trans_sid_hosts"
  [9]=>
  string(22) "session.trans_sid_tags"
  [10]=>
  string(21) "unserialize_max_depth"
  [11]=>
  string(18) "url_rewriter.hosts"
  [12]=>
  string(17) "url_rewriter.tags"
  [13]=>
  string(10) "user_agent"
}
array(3) {
  [0]=>
  string(23) "zlib.output_compression"
  [1]=>
  string(29) "zlib.output_compression_level"
  [2]=>
  string(19) "zlib.output_handler"
}
array(3) {
  [0]=>
  string(19) "intl.default_locale"
  [1]=>
  string(16) "intl.error_level"
  [2]=>
  string(19) "intl.use_exceptions"
}
bool(false)
bool(false)
array(5) {
  ["date.default_latitude"]=>
  string(7) "31.7667"
  ["date.default_longitude"]=>
  string(7) "35.2333"
  ["date.sunrise_zenith"]=>
  string(9) "90.833333"
  ["date.sunset_zenith"]=>
  string(9) "90.833333"
  ["date.timezone"]=>
  string(3) "UTC"
}
array(11) {
  [0]=>
  string(21) "mbstring.detect_order"
  [1]=>
  string(29) "mbstring.encoding_translation"
  [2]=>
  string(19) "mbstring.http_input"
  [3]=>
  string(20) "mbstring.http_output"
  [4]=>
  string(35) "mbstring.http_output_conv_mimetypes"
  [5]=>
  string(26) "mbstring.internal_encoding"
  [6]=>
  string(17) "mbstring.language"
  [7]=>
  string(26) "mbstring.regex_retry_limit"
  [8]=>
  string(26) "mbstring.regex_stack_limit"
  [9]=>
  string(25) "mbstring.strict_detection"
  [10]=>
  string(29) "mbstring.substitute_character"
}
bool(true)
