--TEST--
DATE_ISO8601_EXPANDED and DateTimeInterface::ISO8601_EXPANDED
--FILE--
<?php
print_r((new ReflectionClass("DateTimeInterface"))->getConstants());
$d = new DateTimeImmutable("2024-03-01 10:00:00+02:00");
echo $d->format(DATE_ISO8601_EXPANDED), "\n", $d->format(DateTime::ISO8601_EXPANDED), "\n";
echo (new DateTime("-0044-03-15 12:00 UTC"))->format(DATE_ISO8601_EXPANDED), "\n";
--EXPECT--
Array
(
    [ATOM] => Y-m-d\TH:i:sP
    [COOKIE] => l, d-M-Y H:i:s T
    [ISO8601] => Y-m-d\TH:i:sO
    [ISO8601_EXPANDED] => X-m-d\TH:i:sP
    [RFC822] => D, d M y H:i:s O
    [RFC850] => l, d-M-y H:i:s T
    [RFC1036] => D, d M y H:i:s O
    [RFC1123] => D, d M Y H:i:s O
    [RFC7231] => D, d M Y H:i:s \G\M\T
    [RFC2822] => D, d M Y H:i:s O
    [RFC3339] => Y-m-d\TH:i:sP
    [RFC3339_EXTENDED] => Y-m-d\TH:i:s.vP
    [RSS] => D, d M Y H:i:s O
    [W3C] => Y-m-d\TH:i:sP
)
+2024-03-01T10:00:00+02:00
+2024-03-01T10:00:00+02:00
-0044-03-15T12:00:00+00:00
