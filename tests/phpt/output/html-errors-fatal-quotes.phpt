--TEST--
html_errors: a fatal error's message is escaped as php's escape_html does (ENT_COMPAT: double quotes, not single ones)
--INI--
html_errors=1
display_errors=1
--FILE--
<?php
function f() { throw new Exception("quotes: \"double\" 'single' <tag> & amp"); }
f();
?>
--EXPECTF--
<br />
<b>Fatal error</b>:  Uncaught Exception: quotes: &quot;double&quot; 'single' &lt;tag&gt; &amp; amp in %s:2
Stack trace:
#0 %s(3): f()
#1 {main}
  thrown in <b>%s</b> on line <b>2</b><br />
