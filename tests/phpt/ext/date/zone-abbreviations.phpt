--TEST--
date: zone abbreviations by name, listed and derived
--FILE--
<?php
// Zone abbreviations, listed and derived from the zone files, in any case.
foreach (['EST', 'edt', 'CEST', 'bst', 'IST', 'utc', 'Z', 'AEDT', 'ACST', 'NZDT', 'HKT', 'WIB', 'msk', 'SAST', 'xyz', 'PDT'] as $a) {
  try { $z = new DateTimeZone($a); echo $a, ' ', $z->getName(), ' ', (new DateTime('2024-01-15 12:00', $z))->format('T P'), "\n"; }
  catch (Exception $e) { echo $a, ' ', $e->getMessage(), "\n"; }
}
foreach (['2024-07-01 10:00 CEST', '2024-07-01 10:00 pdt', '2024-01-01 10:00 JST', '2024-01-01 10:00 HKT'] as $s) echo (new DateTime($s))->format('c T e'), "\n";
var_dump(timezone_name_from_abbr('cet'), timezone_name_from_abbr('EDT'), timezone_name_from_abbr('', 3600, 0));
--EXPECT--
EST EST EST -05:00
edt EDT EDT -04:00
CEST CEST CEST +02:00
bst BST BST +01:00
IST IST IST +02:00
utc UTC UTC +00:00
Z Z Z +00:00
AEDT AEDT AEDT +11:00
ACST ACST ACST +09:30
NZDT NZDT NZDT +13:00
HKT HKT HKT +08:00
WIB WIB WIB +07:00
msk MSK MSK +03:00
SAST SAST SAST +02:00
xyz DateTimeZone::__construct(): Unknown or bad timezone (xyz)
PDT PDT PDT -07:00
2024-07-01T10:00:00+02:00 CEST CEST
2024-07-01T10:00:00-07:00 PDT PDT
2024-01-01T10:00:00+09:00 JST JST
2024-01-01T10:00:00+08:00 HKT HKT
string(13) "Europe/Berlin"
string(16) "America/New_York"
string(12) "Europe/Paris"
