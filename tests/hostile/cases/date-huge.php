<?php
date_default_timezone_set('UTC');
foreach ([(int)1e17, PHP_INT_MAX, PHP_INT_MIN, -(int)1e17] as $t) {
  var_dump(date('F Y-m-d H:i:s', $t), gmdate('D, d M Y', $t), idate('Y', $t));
  var_dump(getdate($t)['year'], localtime($t, true)['tm_year']);
  var_dump(@strftime('%Y %B', $t), @gmstrftime('%Y', $t));
  var_dump(mktime(0, 0, 0, 1, 1, $t % 1000000), gmmktime(0, 0, 0, PHP_INT_MAX, 1, 1970));
  var_dump(checkdate(1, 1, $t % 100000));
}
date_default_timezone_set('Europe/Paris');
var_dump(date('F Y', (int)1e17), date('Y', PHP_INT_MIN), localtime(PHP_INT_MAX)[5]);
